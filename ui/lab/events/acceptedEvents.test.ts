import { describe, expect, it } from "vitest";
import { catalogueEntryById } from "../../../machines/catalogue";
import type { CatalogueEntry } from "../../../machines/catalogueEntry";
import { LabSession, currentFrame } from "../run/labSession";
import { acceptedEventTypes, editorDefault, eventChoices, firstEditableEvent, payloadPreview } from "./acceptedEvents";

const entry = (id: string): CatalogueEntry => {
  const found = catalogueEntryById(id);
  if (found === undefined) throw new Error(`no catalogue entry ${id}`);
  return found;
};

describe("eventChoices", () => {
  it("offers each sample of each event the current states handle, enabled by snapshot.can", async () => {
    const verification = entry("auth.phoneVerification");
    const session = new LabSession(verification);
    const choices = () => eventChoices(verification, currentFrame(session.getState()).snapshot);
    expect(choices()).toEqual([
      { event: { type: "phone.change", phoneNumber: "+6012" }, enabled: true, hasPayload: true },
      { event: { type: "phone.change", phoneNumber: "+60123456789" }, enabled: true, hasPayload: true },
      { event: { type: "otp.request" }, enabled: false, hasPayload: false },
    ]);
    const validPhone = { type: "phone.change", phoneNumber: "+60123456789" };
    await session.perform({ kind: "send", event: validPhone });
    expect(choices().find((choice) => choice.event.type === "otp.request")?.enabled).toBe(true);
  });

  it("gathers events from every active region and leaves XState's own events to the other controls", async () => {
    const session = entry("auth.session");
    const lab = new LabSession(session);
    const signIn = { type: "session.signIn", grant: { accessToken: "t", claims: { userId: "1", roles: ["admin"], agentIds: [] } } };
    await lab.perform({ kind: "send", event: signIn });
    expect(acceptedEventTypes(session, currentFrame(lab.getState()).snapshot)).toEqual(["session.signOut", "switchPhone.change", "user.switch"]);
  });

  it("offers nothing once the run has ended", async () => {
    const submission = entry("business.submission");
    const lab = new LabSession(submission);
    const submit = { type: "form.submit", values: { name: "Kopi Corner" } };
    await lab.perform({ kind: "send", event: submit });
    expect(currentFrame(lab.getState()).snapshot.status).toBe("done");
    expect(eventChoices(submission, currentFrame(lab.getState()).snapshot)).toEqual([]);
  });
});

describe("payloadPreview", () => {
  it("shows the payload without its type, cut to length", () => {
    expect(payloadPreview({ type: "phone.change", phoneNumber: "+6012" } as never)).toBe('phoneNumber: "+6012"');
    expect(payloadPreview({ type: "otp.resend" })).toBe("");
    expect(payloadPreview({ type: "x", text: "a".repeat(60) } as never, 20)).toHaveLength(20);
  });
});

describe("firstEditableEvent", () => {
  it("is the first UI event sample, else the first UI event of any state", () => {
    expect(firstEditableEvent(entry("auth.login"))).toEqual({ type: "phone.change", phoneNumber: "+60123456789" });
    expect(firstEditableEvent(entry("auth.otpCountdown"))).toEqual({ type: "otp.resend" });
  });
});

describe("editorDefault", () => {
  it("prefers an event the state would take with a payload, then any it would take", () => {
    const otp = entry("auth.otpCountdown");
    const payload = { event: { type: "a.change", value: 1 } as never, enabled: true, hasPayload: true };
    const bare = { event: { type: "b.submit" }, enabled: true, hasPayload: false };
    const refused = { event: { type: "c.change", value: 2 } as never, enabled: false, hasPayload: true };
    expect(editorDefault([refused, bare, payload], otp)).toEqual({ type: "a.change", value: 1 });
    expect(editorDefault([refused, bare], otp)).toEqual({ type: "b.submit" });
    expect(editorDefault([refused], otp)).toEqual({ type: "c.change", value: 2 });
    expect(editorDefault([], otp)).toEqual({ type: "otp.resend" });
  });
});
