// Owns: reading something once for a page that only shows it (an overview, a list): the phase
// of the read, its answer, the failure's message, and `retry`. Pages that edit use the document
// editor machine instead. An answer for an older read (the page moved on) is ignored.
import { useCallback, useEffect, useRef, useState } from "react";
import { messageOf } from "../../../machines/auth/notice";

export type Load<T> =
  | { readonly phase: "loading" }
  | { readonly phase: "ready"; readonly data: T }
  | { readonly phase: "failed"; readonly message: string };

export const useLoad = <T,>(read: () => Promise<T>, key: string): Load<T> & { readonly retry: () => void } => {
  const [load, setLoad] = useState<Load<T>>({ phase: "loading" });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(read);
  latest.current = read;
  useEffect(() => {
    let current = true;
    setLoad({ phase: "loading" });
    latest.current().then(
      (data) => current && setLoad({ phase: "ready", data }),
      (error: unknown) => current && setLoad({ phase: "failed", message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  return { ...load, retry: useCallback(() => setAttempt((n) => n + 1), []) };
};
