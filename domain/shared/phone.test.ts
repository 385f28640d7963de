import { describe, expect, it } from "vitest";
import {
  checkCompanyPhone, checkPhone, checkPhoneCountry, checkSwitchUserPhone, parsePhone, phoneOnBlur,
  toE164,
} from "./phone";

describe("phone fields: 'Invalid phone no'", () => {
  it("accepts valid Malaysian and Singaporean numbers", () => {
    expect(checkPhone("012-345 6789", "MY")).toBeNull();
    expect(checkPhone("+60123456789", "MY")).toBeNull();
    expect(checkPhone("8123 4567", "SG")).toBeNull();
    expect(checkPhone("+6581234567", "MY")).toBeNull();
  });

  it("refuses invalid numbers and letters", () => {
    expect(checkPhone("12345", "MY")).toBe("Invalid phone no");
    expect(checkPhone("", "MY")).toBe("Invalid phone no");
    expect(checkPhone("012345678a", "MY")).toBe("Invalid phone no");
    expect(checkPhone("tel 012-345 6789", "MY")).toBe("Invalid phone no");
  });

  it("reads national numbers in Malaysia unless another prefix country is picked", () => {
    expect(checkPhone("012-345 6789")).toBeNull();
    expect(parsePhone(" +60123456789 ")).toEqual({ e164: "+60123456789", country: "MY" });
  });

  it("refuses countries other than MY and SG: 'Invalid country code'", () => {
    expect(checkPhone("0812345678", "ID")).toBe("Invalid country code");
    expect(checkPhone("+14155552671", "MY")).toBe("Invalid country code");
    expect(checkPhoneCountry("JP")).toBe("Invalid country code");
    expect(checkPhone("+60123456789", "JP")).toBe("Invalid country code");
    expect(checkPhoneCountry("SG")).toBeNull();
  });
});

describe("company phone: 'Invalid phone number', Malaysian only", () => {
  it("requires a Malaysian number", () => {
    expect(checkCompanyPhone("03-1234 5678")).toBeNull();
    expect(checkCompanyPhone("+6581234567")).toBe("Invalid phone number");
    expect(checkCompanyPhone("123")).toBe("Invalid phone number");
    expect(checkCompanyPhone("  ")).toBe("Phone is required");
  });

  it("is stored in E.164 on blur", () => {
    expect(phoneOnBlur(" 012-345 6789 ")).toBe("+60123456789");
    expect(phoneOnBlur(" 123 ")).toBe("123");
  });
});

describe("switch user: 'invalid phone number'", () => {
  it("accepts any valid number and refuses the rest", () => {
    expect(checkSwitchUserPhone("+14155552671")).toBeNull();
    expect(checkSwitchUserPhone("0123456789")).toBeNull();
    expect(checkSwitchUserPhone("000")).toBe("invalid phone number");
  });
});

describe("normalisation", () => {
  it("gives E.164 with the country", () => {
    expect(toE164("012-345 6789")).toBe("+60123456789");
    expect(toE164("8123 4567", "SG")).toBe("+6581234567");
    expect(toE164("nope")).toBeNull();
    expect(parsePhone("+60123456789")).toEqual({ e164: "+60123456789", country: "MY" });
  });
});
