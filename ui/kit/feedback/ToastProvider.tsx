// The one toast service (spec 1 §8): `useToast().error(message)` shows a red toast,
// `useToast().success(message)` a green one; every screen goes through it.
// Decisions where the spec is silent: toasts sit top-right; the spec's 500 ms timeout is the life
// of a success toast only (spec §9), announced politely (role status). An error stays until the
// user closes it (WCAG 2.2.1: no time limit on reading what went wrong) and is announced at once
// (role alert, assertive); a toast under the mouse pointer stays until the pointer leaves.
import { Toast } from "primereact/toast";
import { createContext, use, useMemo, useRef, type ReactNode } from "react";
import styles from "./toast.module.css";

const TOAST_TIMEOUT_MS = 500;

export interface ToastService {
  readonly error: (message: string) => void;
  readonly success: (message: string) => void;
}

const ToastContext = createContext<ToastService | null>(null);

export const ToastProvider = ({ children }: { readonly children: ReactNode }) => {
  const toast = useRef<Toast>(null);
  const service = useMemo<ToastService>(() => {
    const error = (message: string) => toast.current?.show({ severity: "error", detail: message, sticky: true, closable: true });
    const success = (message: string) =>
      toast.current?.show({
        severity: "success",
        detail: message,
        life: TOAST_TIMEOUT_MS,
        pt: { root: { role: "status", "aria-live": "polite" } },
      });
    return { error, success };
  }, []);
  return (
    <ToastContext value={service}>
      <Toast ref={toast} position="top-right" className={styles.toast} />
      {children}
    </ToastContext>
  );
};

export const useToast = (): ToastService => {
  const service = use(ToastContext);
  if (service === null) throw new Error("useToast needs a ToastProvider above it");
  return service;
};
