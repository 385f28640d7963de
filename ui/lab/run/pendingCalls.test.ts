import { describe, expect, it } from "vitest";
import { createActor, toPromise } from "xstate";
import { pendingCalls } from "./pendingCalls";

describe("pendingCalls", () => {
  it("holds each invocation until it is answered", async () => {
    const calls = pendingCalls(["checkExist"]);
    const logic = calls.actors.checkExist;
    if (logic === undefined) throw new Error("no held checkExist actor");
    const actor = createActor(logic, { id: "checkExist", input: { phoneNumber: "+60123456789" } }).start();
    expect(calls.list()).toEqual([{ id: "checkExist", src: "checkExist", input: { phoneNumber: "+60123456789" } }]);
    expect(calls.answer("checkExist", { kind: "done", output: { exist: false } })).toBe(true);
    await expect(toPromise(actor)).resolves.toEqual({ exist: false });
    expect(calls.list()).toEqual([]);
  });

  it("rejects with the error of an error answer, and refuses an answer nobody waits for", async () => {
    const calls = pendingCalls(["sendOtp"]);
    const logic = calls.actors.sendOtp;
    if (logic === undefined) throw new Error("no held sendOtp actor");
    const actor = createActor(logic, { id: "sendOtp", input: {} }).start();
    calls.answer("sendOtp", { kind: "error", error: { message: "Too many requests" } });
    await expect(toPromise(actor)).rejects.toEqual({ message: "Too many requests" });
    expect(calls.answer("sendOtp", { kind: "done", output: undefined })).toBe(false);
  });

  it("drops a call whose invocation is stopped", () => {
    const calls = pendingCalls(["sendOtp"]);
    const logic = calls.actors.sendOtp;
    if (logic === undefined) throw new Error("no held sendOtp actor");
    createActor(logic, { id: "sendOtp", input: {} }).start().stop();
    expect(calls.list()).toEqual([]);
  });
});
