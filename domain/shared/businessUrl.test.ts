import { describe, expect, it } from "vitest";
import { Result, Schema } from "effect";
import { BusinessUrlSchema, checkBusinessUrl, isReservedUrl, memberAppAddress } from "./businessUrl";

describe("business URL slug", () => {
  it("accepts lowercase letters, digits and inner hyphens, 6 characters or more", () => {
    for (const slug of ["kopi-kita", "abc123", "a-b--c1", "123456"]) expect(checkBusinessUrl(slug)).toBeNull();
  });

  it("refuses the wrong shape with the spec's message", () => {
    for (const slug of ["", "abcde", "Kopi-kita", "-kopikita", "kopikita-", "kopi kita", "kopi_kita", "kopí-kita"]) {
      expect(checkBusinessUrl(slug)).toBe("Invalid URL, should be more than 6 characters");
    }
  });

  it("refuses reserved words", () => {
    for (const slug of ["membership", "voucher", "english", "checkout", "indonesian"]) {
      expect(checkBusinessUrl(slug)).toBe("Reserved URL");
    }
    for (const word of ["home", "app", "admin", "login", "order", "menu", "cart", "my", "sg", "jp"]) {
      expect(isReservedUrl(word)).toBe(true);
    }
  });

  it("has a Schema with the same messages", () => {
    const decode = Schema.decodeUnknownResult(BusinessUrlSchema);
    expect(Result.isSuccess(decode("kopi-kita"))).toBe(true);
    const failed = decode("voucher");
    expect(Result.isFailure(failed) && failed.failure.message).toContain("Reserved URL");
  });

  it("builds the member-facing address from the URL or the business id", () => {
    expect(memberAppAddress("https://m.example.com/", "kopi-kita", "b1")).toBe("https://m.example.com/kopi-kita");
    expect(memberAppAddress("https://m.example.com", null, "b1")).toBe("https://m.example.com/b1");
    expect(memberAppAddress("https://m.example.com//", "", "b1")).toBe("https://m.example.com/b1");
  });

  it("takes at most 63 characters (a DNS label): 'URL is too long'", () => {
    expect(checkBusinessUrl("a".repeat(63))).toBeNull();
    expect(checkBusinessUrl("a".repeat(64))).toBe("URL is too long");
    expect(checkBusinessUrl("-".repeat(64))).toBe("URL is too long");
  });
});
