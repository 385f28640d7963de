import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { givenUser, logLength, typesOn } from "../../../tests/support/givenBusiness";
import { DomainError } from "../../engine/decider";
import { INVALID_COUNTRY_CODE } from "../../shared/phone";
import { type OtpPurpose, otpStreamId } from "../otpChallenge";
import { PHONE_IN_USE } from "../phoneClaim";
import { NOT_A_MEMBER, type OtpDelivery, sendOtp } from "./sendOtp";

const ANONYMOUS = { actor: null };

/** A delivery that records what it sends and what it admitted; `waiting` phones are refused. */
const fakeDelivery = (waiting: ReadonlyArray<string> = []) => {
  const sent: Array<{ target: string; code: string; purpose: OtpPurpose }> = [];
  const admitted: string[] = [];
  const delivery: OtpDelivery = {
    admit: async (target) => {
      if (waiting.includes(target)) throw new DomainError("wait", 429);
      admitted.push(target);
    },
    generate: () => "123456",
    hash: (purpose, target, code) => `${purpose}:${target}:${code}`,
    send: async (target, code, purpose) => void sent.push({ target, code, purpose }),
  };
  return { delivery, sent, admitted };
};

describe("sendOtp", () => {
  it("sends a registration code to an unknown phone, issuing only its hash, with the next resend in 30 s", async () => {
    const { engine, store } = memoryEngine("2026-11-25T10:00:00Z");
    const { delivery, sent } = fakeDelivery();
    const answer = await sendOtp(engine, { target: "+60123450001" }, delivery, ANONYMOUS);
    expect(answer).toEqual({ target: "+60123450001", purpose: "register", resendAvailableAt: "2026-11-25T10:00:30.000Z" });
    expect(sent).toEqual([{ target: "+60123450001", code: "123456", purpose: "register" }]);
    const [issued] = (await store.readStream(otpStreamId("register", "+60123450001"))).events;
    expect(issued).toMatchObject({ type: "OtpIssued", data: { codeHash: "register:+60123450001:123456" } });
  });

  it("sends a registered phone a password-reset code when no purpose is asked for", async () => {
    const { engine } = memoryEngine();
    await givenUser(engine, "+60123450001");
    expect(await sendOtp(engine, { target: "+60123450001" }, fakeDelivery().delivery, ANONYMOUS)).toMatchObject({ purpose: "reset-password" });
  });

  it.each([
    ["register", "+60123450001", true, PHONE_IN_USE, 409],
    ["reset-password", "+60123450002", false, NOT_A_MEMBER, 404],
    ["register", "+6281234567890", false, INVALID_COUNTRY_CODE, 400],
  ] as const)("refuses a %s code for %s before drawing one, and charges no limit", async (purpose, target, registered, message, status) => {
    const { engine, store } = memoryEngine();
    if (registered) await givenUser(engine, target);
    const { delivery, sent, admitted } = fakeDelivery();
    const before = await logLength(store);
    await expect(sendOtp(engine, { target, purpose }, delivery, ANONYMOUS)).rejects.toMatchObject({ message, status });
    expect({ sent, admitted, written: (await logLength(store)) - before }).toEqual({ sent: [], admitted: [], written: 0 });
  });

  it("issues and sends nothing while the phone must wait", async () => {
    const { engine, store } = memoryEngine();
    const { delivery, sent } = fakeDelivery(["+60123450001"]);
    await expect(sendOtp(engine, { target: "+60123450001" }, delivery, ANONYMOUS)).rejects.toMatchObject({ status: 429 });
    expect(sent).toEqual([]);
    expect(await typesOn(store, otpStreamId("register", "+60123450001"))).toEqual([]);
  });
});
