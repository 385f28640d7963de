// One confirmation dialog for the whole page, asked as a promise:
// `const confirm = useConfirmation(); if (await confirm({ message, confirmLabel: "Delete" })) …`.
// Decision: a second question asked while one is open answers the first with false (Cancel).
import { createContext, use, useCallback, useRef, useState, type ReactNode } from "react";
import { ConfirmationDialog } from "./ConfirmationDialog";

export interface ConfirmationRequest {
  readonly message: string;
  readonly confirmLabel?: "Delete" | "Confirm";
}

type Ask = (request: ConfirmationRequest) => Promise<boolean>;

const ConfirmationContext = createContext<Ask | null>(null);

export const ConfirmationProvider = ({ children }: { readonly children: ReactNode }) => {
  const [request, setRequest] = useState<ConfirmationRequest | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const ask = useCallback<Ask>(
    (next) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const settle = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setRequest(null);
  };
  return (
    <ConfirmationContext value={ask}>
      {children}
      <ConfirmationDialog
        visible={request !== null}
        message={request?.message ?? ""}
        confirmLabel={request?.confirmLabel ?? "Confirm"}
        onConfirm={() => settle(true)}
        onCancel={() => settle(false)}
      />
    </ConfirmationContext>
  );
};

export const useConfirmation = (): Ask => {
  const ask = use(ConfirmationContext);
  if (ask === null) throw new Error("useConfirmation needs a ConfirmationProvider above it");
  return ask;
};
