// The socket.io client of the live-updates channel (ui/ports/livePort.ts, server in
// adapters/server/live/liveChannel.ts), same origin, path /socket.io.
// The handshake's auth is a function, so every (re)connection sends the session's current token.
// socket.io-client retries a lost transport by itself (a server restart); a refusal by the
// server's admission check (connect_error with no reconnection pending) is reported as refused.
// socket.io-client is loaded with a dynamic import() when a channel first opens, so the pages
// of users who never listen (and the login page) do not carry it; a channel closed before the
// library arrives never connects.
// Typed structurally like httpApi.ts: ui/app/composition.ts checks it against the port.
import type { Socket } from "socket.io-client";

type Status = { readonly kind: "connected" } | { readonly kind: "reconnecting" } | { readonly kind: "refused"; readonly message: string };

interface Listeners<O> {
  readonly onNewOrder: (order: O) => void;
  readonly onStatus?: (status: Status) => void;
}

/** The live port over socket.io; `O` is the alert the server sends. */
export const createLiveClient = <O>(getToken: () => string | undefined, url?: string) => ({
  listen: (country: string, { onNewOrder, onStatus }: Listeners<O>): (() => void) => {
    let socket: Socket | undefined;
    let closed = false;
    void import("socket.io-client").then(({ io }) => {
      if (closed) return;
      const options = {
        path: "/socket.io",
        auth: (send: (data: object) => void) => send({ token: getToken(), country }),
        reconnectionDelay: 1000,
        reconnectionDelayMax: 5000,
      };
      const opened = url === undefined ? io(options) : io(url, options);
      opened.on("connect", () => onStatus?.({ kind: "connected" }));
      opened.on("disconnect", () => onStatus?.({ kind: "reconnecting" }));
      opened.on("connect_error", (error) => {
        onStatus?.(opened.active ? { kind: "reconnecting" } : { kind: "refused", message: error.message });
      });
      opened.on("new-order", (order: O) => onNewOrder(order));
      socket = opened;
    });
    return () => {
      closed = true;
      socket?.removeAllListeners();
      socket?.disconnect();
    };
  },
});
