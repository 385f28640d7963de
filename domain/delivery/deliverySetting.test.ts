import { describe, expect, it } from "vitest";
import { secretHint } from "./deliverySetting";

describe("secretHint", () => {
  it("shows nothing of an empty secret, only dots of a short one, and the last 4 characters of a long one", () => {
    expect(secretHint("")).toBeNull();
    expect(secretHint("short")).toBe("••••");
    expect(secretHint("b-secret-1234")).toBe("••••1234");
  });

  // Found by the API fuzz suite on PostgreSQL: a UTF-16 slice kept half of a surrogate pair.
  it("counts characters, never splitting one outside the basic plane", () => {
    expect(secretHint(" 𐀀𐀀 𐀀 𐀀𐀀 𐀀")).toBe("••••𐀀𐀀 𐀀");
    expect(secretHint("𐀀𐀀𐀀𐀀𐀀𐀀𐀀")).toBe("••••");
  });
});
