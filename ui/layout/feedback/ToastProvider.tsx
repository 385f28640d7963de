// The one toast service (spec 1 §8): `useToast().error(message)` shows a red toast,
// `useToast().success(message)` a green one; every screen goes through it.
// Decisions where the spec is silent: toasts sit top-right; the spec's 500 ms timeout is the
// toast's life (spec §9), and a toast under the mouse pointer stays until the pointer leaves, so
// a longer message can still be read.
import { Toast } from "primereact/toast";
import { createContext, use, useMemo, useRef, type ReactNode } from "react";

const TOAST_TIMEOUT_MS = 500;

export interface ToastService {
  readonly error: (message: string) => void;
  readonly success: (message: string) => void;
}

const ToastContext = createContext<ToastService | null>(null);

export const ToastProvider = ({ children }: { readonly children: ReactNode }) => {
  const toast = useRef<Toast>(null);
  const service = useMemo<ToastService>(() => {
    const show = (severity: "error" | "success", message: string) =>
      toast.current?.show({ severity, detail: message, life: TOAST_TIMEOUT_MS });
    return { error: (message) => show("error", message), success: (message) => show("success", message) };
  }, []);
  return (
    <ToastContext value={service}>
      <Toast ref={toast} position="top-right" />
      {children}
    </ToastContext>
  );
};

export const useToast = (): ToastService => {
  const service = use(ToastContext);
  if (service === null) throw new Error("useToast needs a ToastProvider above it");
  return service;
};
