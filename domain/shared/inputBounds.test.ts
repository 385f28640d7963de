import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { messagesOf } from "../business/schemaSpec";
import {
  CONTROL_CHARACTERS, INVALID_ID, INVALID_UNICODE, boundedId, boundedList, boundedText, boundedTrimmedText, isSafeId,
  multiLineText, requiredId, textCharactersProblem,
} from "./inputBounds";

describe("text characters", () => {
  it("refuses NUL, other C0 controls, DEL and C1 controls in one-line text", () => {
    for (const control of ["\u0000", "\u0007", "\t", "\n", "\r", "\u001f", "\u007f", "\u0085", "\u009f"]) {
      expect(textCharactersProblem(`a${control}b`)).toBe(CONTROL_CHARACTERS);
    }
  });

  it("allows tab and line breaks in multi-line text, nothing else", () => {
    expect(textCharactersProblem("line 1\r\n\tline 2", true)).toBeNull();
    expect(textCharactersProblem("a\u0000b", true)).toBe(CONTROL_CHARACTERS);
  });

  it("refuses a lone surrogate and accepts a pair (an emoji)", () => {
    expect(textCharactersProblem("a\ud800")).toBe(INVALID_UNICODE);
    expect(textCharactersProblem("\udc00a")).toBe(INVALID_UNICODE);
    expect(textCharactersProblem("kopi \u{1F375} é ü 中文")).toBeNull();
  });
});

describe("ids", () => {
  it("accept object ids, document ids, phones and emails up to 64 characters", () => {
    for (const id of ["65f1c0ffee0000000000abcd", "product_2024-05-01T08:30:00.000Z", "+60123456789", "o'brien@example.com", "x".repeat(64)]) {
      expect(isSafeId(id)).toBe(true);
    }
  });

  it("refuse empty, overlong, control, slash and percent ids", () => {
    for (const id of ["", "x".repeat(65), "a\u0000b", "a/b", "a%00", "a\\b", "a?b"]) expect(isSafeId(id)).toBe(false);
  });

  it("answer the caller's message for an id that cannot exist", () => {
    expect(messagesOf(boundedId("Invalid reward"), "x".repeat(65))).toEqual(["Invalid reward"]);
    expect(messagesOf(boundedId(), "")).toEqual([INVALID_ID]);
    expect(messagesOf(requiredId("Bundle is required", "Bundle not found"), "")).toEqual(["Bundle is required"]);
    expect(messagesOf(requiredId("Bundle is required", "Bundle not found"), "a\u0000")).toEqual(["Bundle not found"]);
  });
});

describe("bounded text and lists", () => {
  it("says which field is too long", () => {
    expect(messagesOf(boundedText("Name"), "x".repeat(201))).toEqual(["Name is too long"]);
    expect(messagesOf(boundedText("Name"), "x".repeat(200))).toEqual([]);
    expect(messagesOf(multiLineText("Remark", 10), "0123456789\n")).toEqual(["Remark is too long"]);
  });

  it("trims before measuring", () => {
    expect(Schema.decodeUnknownSync(boundedTrimmedText("Label", 3))("  abc  ")).toBe("abc");
  });

  it("refuses a list over its limit with the limit in the message", () => {
    expect(messagesOf(boundedList(Schema.Number, 3, "months"), [1, 2, 3, 4])).toEqual(["At most 3 months"]);
    expect(messagesOf(boundedList(Schema.Number, 3, "months"), [1, 2, 3])).toEqual([]);
  });
});
