import { describe, expect, it } from "vitest";
import { Result, Schema } from "effect";
import { PhoneNumberSchema } from "./phoneNumberSchema";

describe("a phone in a request body", () => {
  it("decodes request phones only in E.164 of MY or SG", () => {
    const decode = Schema.decodeUnknownResult(PhoneNumberSchema);
    expect(Result.isSuccess(decode("+60123456789"))).toBe(true);
    expect(Result.isFailure(decode("0123456789"))).toBe(true);
    const spaced = decode("+60 12-345 6789");
    expect(Result.isFailure(spaced) && spaced.failure.message).toContain("Invalid phone no");
    expect(Result.isFailure(decode("+14155552671"))).toBe(true);
  });

  it("says 'Phone is required' when the key is missing", () => {
    const decode = Schema.decodeUnknownResult(Schema.Struct({ phoneNumber: PhoneNumberSchema }));
    const missing = decode({});
    expect(Result.isFailure(missing) && missing.failure.message).toContain("Phone is required");
  });
});
