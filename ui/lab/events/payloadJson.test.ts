import { describe, expect, it } from "vitest";
import { parsePayload, payloadText } from "./payloadJson";

describe("parsePayload", () => {
  it("reads back the event it shows", () => {
    const event = { type: "phone.change", phoneNumber: "+60123456789" };
    expect(parsePayload(payloadText(event))).toEqual({ ok: true, event });
  });

  it.each([
    ['{"type": ', /^Not valid JSON: /],
    ["[1, 2]", /^The event must be a JSON object$/],
    ["null", /^The event must be a JSON object$/],
    ['{"phoneNumber": "+60"}', /needs a "type"/],
    ['{"type": ""}', /needs a "type"/],
    ['{"type": 3}', /needs a "type"/],
  ])("refuses %s", (text, problem) => {
    const check = parsePayload(text);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problem).toMatch(problem);
  });
});
