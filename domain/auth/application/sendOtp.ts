// Sending a one-time code (POST /auth/otp/v2/send): the purpose is the one asked for or, when
// none is, the one the phone's state implies (an unknown phone registers, a registered one resets
// its password); a mismatch is refused before any code is drawn. The code's keyed hash is issued
// on the challenge stream `otp-{purpose}-{target}` (its decider keeps the 30 s resend wait), then
// the code itself goes out through the transport.
// Decisions where the spec is silent:
// - A registration code for a registered phone is 409 'This phone number already in use'; a reset
//   code for an unknown phone is 404 'not registered as a member' (the forgot-password phone step).
// - A registration code needs a MY or SG number ('Invalid country code'), like registration.
// - A `claim` code (a customer proving a phone to claim a voucher or open their card, issue 19)
//   goes to any valid number, registered or not, in any country a member may come from.
// - The per-phone sending limit (`admit`) is charged only once the request is otherwise valid.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { checkPhone } from "../../shared/phone";
import { isoOf } from "../fields";
import { type OtpPurpose, otpDecider, otpStreamId } from "../otpChallenge";
import { resendAvailableAt } from "../otpRules";
import { PHONE_IN_USE } from "../phoneClaim";
import { ownerOfPhone } from "./phoneOwner";

export const NOT_A_MEMBER = "not registered as a member";

/** The purposes a caller may ask for: the sign-up flows and a customer's proof of phone (`claim`). */
export type SignUpPurpose = Extract<OtpPurpose, "register" | "reset-password" | "claim">;

/** The code's side of sending: drawing, hashing and delivering it, and the per-phone limit. */
export interface OtpDelivery {
  /** Refuses (throws) while this phone must wait before another code. */
  readonly admit: (target: string) => Promise<void>;
  readonly generate: () => string;
  readonly hash: (purpose: OtpPurpose, target: string, code: string) => string;
  readonly send: (target: string, code: string, purpose: OtpPurpose) => Promise<void>;
}

/** The purpose asked for, or the one the phone's owner (or lack of one) implies. */
export const purposeFor = async (engine: Engine, target: string, asked: SignUpPurpose | undefined) => {
  const owner = await ownerOfPhone(engine.runner, target);
  return { purpose: asked ?? (owner === null ? "register" : "reset-password"), owner } as const;
};

const refuseMismatch = (purpose: SignUpPurpose, target: string, owner: string | null): void => {
  if (purpose === "register" && owner !== null) throw new DomainError(PHONE_IN_USE, 409, ["target"]);
  if (purpose === "reset-password" && owner === null) throw new DomainError(NOT_A_MEMBER, 404, ["target"]);
  const countryProblem = purpose === "register" ? checkPhone(target) : null;
  if (countryProblem !== null) throw new DomainError(countryProblem, 400, ["target"]);
};

export const sendOtp = async (
  engine: Engine,
  request: { readonly target: string; readonly purpose?: SignUpPurpose | undefined },
  delivery: OtpDelivery,
  options: RunOptions,
) => {
  const { target } = request;
  const { purpose, owner } = await purposeFor(engine, target, request.purpose);
  refuseMismatch(purpose, target, owner);
  await delivery.admit(target);
  const code = delivery.generate();
  const codeHash = delivery.hash(purpose, target, code);
  const issued = await engine.runner.run(otpDecider, otpStreamId(purpose, target), { type: "IssueOtp", data: { purpose, target, codeHash } }, options);
  await delivery.send(target, code, purpose);
  const resendAt = resendAvailableAt(issued.state);
  return { target, purpose, resendAvailableAt: resendAt === null ? null : isoOf(resendAt) };
};
