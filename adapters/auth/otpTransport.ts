// How a one-time code reaches its phone: the `OtpTransport` port and its two local adapters,
// chosen by OTP_TRANSPORT (ARCHITECTURE §2.5, §3):
// - `outbox` (the default outside production): keeps every code in memory, readable newest
//   first at GET /api/v2/dev/outbox, so a developer or a test reads the code it was sent;
// - `console`: writes the code to the server's standard output (the default in production until
//   an SMS or Firebase transport is configured; the operator relays the code).
// Decisions where the spec is silent: the outbox keeps the newest 1,000 codes (memory stays
// bounded on a long-running dev server).
// Decision on `firebase` (ARCHITECTURE §2.5, issue 13 item 6): not offered. Firebase phone
// sign-in has Firebase, not this server, make, send and check the code (the browser solves a
// reCAPTCHA, Firebase answers an ID token), so it cannot be a transport of our own codes: it
// needs its own sign-in flow in the UI machines and a verification exchange on the server, not
// a value of OTP_TRANSPORT. Until that flow exists the README lists `outbox` and `console` only,
// and any other value (firebase included) stops the server at start with a message naming the
// supported values, rather than silently falling back to a transport nobody chose. (Signing in
// with a Firebase ID token that carries a verified phone already works: POST /auth/social-token.)
import type { Temporal } from "temporal-polyfill";
import type { OtpPurpose } from "../../domain/auth/otpChallenge";

/** What a code is sent for: a one-time code's purpose, or the admin's SMS setting test send (issue 18). */
export type SentPurpose = OtpPurpose | "sms-test";

export interface OtpTransport {
  readonly kind: "outbox" | "console";
  readonly sendOtp: (target: string, code: string, purpose: SentPurpose) => Promise<void>;
}

export interface OutboxEntry {
  readonly target: string;
  readonly otp: string;
  readonly purpose: SentPurpose;
  /** ISO instant the code was handed to the outbox. */
  readonly sentAt: string;
}

export interface OtpOutbox extends OtpTransport {
  readonly kind: "outbox";
  /** Codes sent to `target` (every code when absent), newest first. */
  readonly entries: (target?: string) => ReadonlyArray<OutboxEntry>;
}

export const OUTBOX_CAPACITY = 1_000;

export const isOutbox = (transport: OtpTransport): transport is OtpOutbox => transport.kind === "outbox";

export const outboxTransport = (now: () => Temporal.Instant, capacity = OUTBOX_CAPACITY): OtpOutbox => {
  const sent: OutboxEntry[] = [];
  return {
    kind: "outbox",
    sendOtp: async (target, otp, purpose) => {
      sent.push({ target, otp, purpose, sentAt: now().toString({ smallestUnit: "millisecond" }) });
      if (sent.length > capacity) sent.splice(0, sent.length - capacity);
    },
    entries: (target) => sent.filter((entry) => target === undefined || entry.target === target).reverse(),
  };
};

export const consoleTransport = (write: (line: string) => void = console.log): OtpTransport => ({
  kind: "console",
  sendOtp: async (target, code, purpose) => write(`OTP for ${target} (${purpose}): ${code}`),
});

/** The transport OTP_TRANSPORT names; unset means `outbox` outside production, `console` in it. */
export const SUPPORTED_OTP_TRANSPORTS = ["outbox", "console"] as const;

export const unsupportedTransportMessage = (name: string): string =>
  `Unsupported OTP_TRANSPORT "${name}": supported values are ${SUPPORTED_OTP_TRANSPORTS.join(" and ")}` +
  (name === "firebase" ? " (Firebase phone sign-in is not available in this version; see the README)" : "");

export const selectOtpTransport = (
  name: string | undefined,
  production: boolean,
  now: () => Temporal.Instant,
): OtpTransport => {
  const chosen = name === undefined || name === "" ? (production ? "console" : "outbox") : name;
  switch (chosen) {
    case "outbox": return outboxTransport(now);
    case "console": return consoleTransport();
    default: throw new Error(unsupportedTransportMessage(chosen));
  }
};
