// How a one-time code reaches its phone: the `OtpTransport` port and its two local adapters,
// chosen by OTP_TRANSPORT (ARCHITECTURE §2.5, §3):
// - `outbox` (the default outside production): keeps every code in memory, readable newest
//   first at GET /api/v2/dev/outbox, so a developer or a test reads the code it was sent;
// - `console`: writes the code to the server's standard output (the default in production until
//   an SMS or Firebase transport is configured; the operator relays the code).
// Decisions where the spec is silent: the outbox keeps the newest 1,000 codes (memory stays
// bounded on a long-running dev server); `firebase` is not available yet and is refused at start
// with a clear message rather than silently falling back.
import type { Temporal } from "temporal-polyfill";
import type { OtpPurpose } from "../../domain/auth/otpChallenge";

export interface OtpTransport {
  readonly kind: "outbox" | "console";
  readonly sendOtp: (target: string, code: string, purpose: OtpPurpose) => Promise<void>;
}

export interface OutboxEntry {
  readonly target: string;
  readonly otp: string;
  readonly purpose: OtpPurpose;
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
export const selectOtpTransport = (
  name: string | undefined,
  production: boolean,
  now: () => Temporal.Instant,
): OtpTransport => {
  const chosen = name === undefined || name === "" ? (production ? "console" : "outbox") : name;
  switch (chosen) {
    case "outbox": return outboxTransport(now);
    case "console": return consoleTransport();
    default: throw new Error(`Unsupported OTP_TRANSPORT "${chosen}": use outbox or console`);
  }
};
