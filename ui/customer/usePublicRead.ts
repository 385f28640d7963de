// Reads one thing for a member-facing page through the customer port, loaded with the page's
// chunk: loading, then the value or the server's message. Re-reads when `key` changes.
import { useEffect, useState } from "react";
import { messageOf } from "../../machines/auth/notice";
import type { CustomerPort } from "../ports/customerPort";
import { usePorts } from "../ports/PortsProvider";

export type PublicRead<T> =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly value: T }
  | { readonly status: "failed"; readonly message: string };

const MISSING_PORT = "The member pages are not available here";

export const usePublicRead = <T,>(key: string, read: (port: CustomerPort) => Promise<T>): PublicRead<T> => {
  const { customer } = usePorts();
  const [state, setState] = useState<{ readonly key: string; readonly read: PublicRead<T> }>({ key, read: { status: "loading" } });
  useEffect(() => {
    let current = true;
    const settle = (next: PublicRead<T>) => current && setState({ key, read: next });
    if (customer === undefined) settle({ status: "failed", message: MISSING_PORT });
    else customer().then(read).then((value) => settle({ status: "ready", value }), (error: unknown) => settle({ status: "failed", message: messageOf(error) }));
    return () => {
      current = false;
    };
    // `read` is the page's inline function: `key` names what it reads.
  }, [customer, key]);
  return state.key === key ? state.read : { status: "loading" };
};
