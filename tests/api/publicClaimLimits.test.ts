// The per-phone limit of the public voucher claim (publicClaimLimits.ts: 5 per phone per 10
// minutes) over HTTP. It is charged only after the phone is proven, so a stranger who types a
// victim's number with made-up tokens cannot spend the victim's claims. The OTP send limit per
// phone (5 an hour) is relaxed here: with it, a sixth proof could not be had at all.
import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp } from "../support/apiHarness";
import { type Harness } from "./businessHarness";
import { publicClaimer } from "./customerHarness";
import { openMemberShop } from "./loyaltyMembersHarness";
import { voucherBody } from "./voucherHarness";

const TOO_MANY = "Too many requests, please try again later";
const PHONE = "+60177100001";
let harness: Harness;
let vouchers: string[];

beforeAll(async () => {
  harness = await startTestApp({
    rateLimits: { otpSendPerIp: { limit: 1000, windowSeconds: 600 }, otpSendPerPhone: { limit: 1000, windowSeconds: 3600 } },
  });
  const shop = await openMemberShop(harness, "+60123470001");
  vouchers = [];
  for (let index = 0; index < 7; index += 1) {
    const body = voucherBody("SIMPLE_CLAIM", { name: `Kopi ${index}`, options: { simpleClaim: { maxClaim: 50 } } });
    vouchers.push(String((await shop.owner.ok("POST", `/businesses/${shop.businessId}/vouchers`, body)).id));
  }
});

describe("the per-phone claim limit", () => {
  it("does not count attempts that prove nothing: made-up tokens for the phone leave its claims untouched", async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await harness.app.inject({
        method: "POST",
        url: `/api/v2/public/vouchers/${vouchers[0]}/claim`,
        payload: { phoneNumber: PHONE, verificationToken: `made-up-${attempt}` },
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await publicClaimer(harness).claim(vouchers[0] ?? "", PHONE)).statusCode).toBe(200);
  });

  it("refuses a proven phone's sixth claim in ten minutes with 429, leaves other phones alone, and opens again after the window", async () => {
    const claimer = publicClaimer(harness);
    for (const voucherId of vouchers.slice(1, 5)) expect((await claimer.claim(voucherId, PHONE)).statusCode).toBe(200);

    const refused = await claimer.claim(vouchers[5] ?? "", PHONE);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await claimer.claim(vouchers[5] ?? "", "+60177100002")).statusCode).toBe(200);

    // The refused attempt's proof has expired by then: a new one is asked for.
    harness.clock.advance({ minutes: 10 });
    expect((await publicClaimer(harness).claim(vouchers[6] ?? "", PHONE)).statusCode).toBe(200);
  });
});
