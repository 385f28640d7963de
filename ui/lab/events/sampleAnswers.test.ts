import { describe, expect, it } from "vitest";
import { catalogueEntryById } from "../../../machines/catalogue";
import { answerCaption, sampleAnswers } from "./sampleAnswers";

describe("sampleAnswers", () => {
  it("lists the sample results of that call only", () => {
    const verification = catalogueEntryById("auth.phoneVerification");
    if (verification === undefined) throw new Error("no phone verification entry");
    expect(sampleAnswers(verification, "checkExist")).toEqual([
      { type: "xstate.done.actor.checkExist", output: { exist: true } },
      { type: "xstate.done.actor.checkExist", output: { exist: false } },
      { type: "xstate.error.actor.checkExist", error: { message: "Network Error" } },
    ]);
    expect(sampleAnswers(verification, "nobody")).toEqual([]);
  });
});

describe("answerCaption", () => {
  it("tells sample answers apart: the output of a success, the message of a failure", () => {
    expect(answerCaption({ type: "xstate.done.actor.checkExist", output: { exist: true } } as never)).toBe('done {"exist":true}');
    expect(answerCaption({ type: "xstate.done.actor.remove" })).toBe("done");
    expect(answerCaption({ type: "xstate.error.actor.sendOtp", error: { message: "Too many requests" } } as never)).toBe("failed: Too many requests");
    expect(answerCaption({ type: "xstate.error.actor.save", error: 409 } as never)).toBe("failed 409");
    expect(answerCaption({ type: "xstate.done.actor.load", output: { name: "x".repeat(80) } } as never)).toHaveLength(36);
  });
});
