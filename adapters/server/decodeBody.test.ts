import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { MAX_FIELD_ERRORS, REQUIRED_FIELD_MISSING, decodeBody, requiredMessageFor } from "./decodeBody";
import { RequestValidationError } from "./requestValidationError";

const refusal = (schema: Schema.ConstraintDecoder<unknown>, input: unknown): RequestValidationError => {
  try {
    decodeBody(schema, input);
  } catch (error) {
    if (error instanceof RequestValidationError) return error;
    throw error;
  }
  throw new Error("decoded");
};

describe("a missing key", () => {
  it("answers the message its Schema declares", () => {
    const schema = Schema.Struct({ bundleId: Schema.String.annotateKey({ messageMissingKey: "Bundle is required" }) });
    expect(refusal(schema, {}).errors).toEqual([{ path: ["bundleId"], message: "Bundle is required" }]);
  });

  it("answers '{Field} is required' from the key's name otherwise, never effect's 'Missing key'", () => {
    const schema = Schema.Struct({ name: Schema.String, phoneNumber: Schema.String, address: Schema.Struct({ postcode: Schema.String }) });
    expect(refusal(schema, { address: {} }).errors).toEqual([
      { path: ["name"], message: "Name is required" },
      { path: ["phoneNumber"], message: "Phone number is required" },
      { path: ["address", "postcode"], message: "Postcode is required" },
    ]);
  });

  it("words snake case, leading underscores and list items", () => {
    expect(requiredMessageFor(["pf_agent"])).toBe("Pf agent is required");
    expect(requiredMessageFor(["_rev"])).toBe("Rev is required");
    expect(requiredMessageFor(["tiers", 2, "minLevel"])).toBe("Min level is required");
    expect(requiredMessageFor([0])).toBe(REQUIRED_FIELD_MISSING);
  });
});

it("answers at most MAX_FIELD_ERRORS field errors for a list of bad items", () => {
  const error = refusal(Schema.Struct({ ids: Schema.Array(Schema.String) }), { ids: Array.from({ length: 10_000 }, () => 1) });
  expect(error.errors).toHaveLength(MAX_FIELD_ERRORS);
  expect(error.message).toBe("Expected string");
});
