import { describe, expect, it, vi } from "vitest";
import { createActor, waitFor } from "xstate";
import { answering } from "../testing/fakeActors";
import { type LoadDocumentInput, type SaveDocumentInput, type VersionedDocument, documentEditorMachine } from "./documentEditor.machine";

const CONFLICT = "This record was changed by someone else. Reload and try again.";

/** A server holding one document; a save on a stale revision answers 409. */
const fakeServer = () => {
  let stored = { _rev: 3, name: "Kopi" };
  const load = answering<VersionedDocument, LoadDocumentInput>(() => stored);
  const save = answering<VersionedDocument, SaveDocumentInput>(({ rev, change }) => {
    if (rev !== stored._rev) throw Object.assign(new Error(CONFLICT), { status: 409 });
    stored = { ...(change as { name: string }), _rev: rev + 1 };
    return stored;
  });
  const someoneElseSaves = (name: string) => {
    stored = { name, _rev: stored._rev + 1 };
  };
  return { load, save, someoneElseSaves };
};

const startEditor = (server = fakeServer()) => {
  const notifySaved = vi.fn();
  const notifyFailed = vi.fn();
  const actor = createActor(
    documentEditorMachine.provide({
      actors: { load: server.load.logic, save: server.save.logic },
      actions: { notifySaved, notifyFailed: (_, params) => notifyFailed(params.message) },
    }),
    { input: { id: "b1" } },
  ).start();
  return { actor, server, notifySaved, notifyFailed };
};

describe("the document editor", () => {
  it("loads the document, then saves a change with the revision it was read at", async () => {
    const { actor, server, notifySaved } = startEditor();
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().can({ type: "document.save", change: null })).toBe(true);

    actor.send({ type: "document.save", change: { name: "Kopi Kita" } });
    expect(actor.getSnapshot().can({ type: "document.save", change: null })).toBe(false);
    await waitFor(actor, (s) => s.matches("editing"));

    expect(server.save.inputs).toEqual([{ id: "b1", rev: 3, change: { name: "Kopi Kita" } }]);
    expect(actor.getSnapshot().context.document).toEqual({ name: "Kopi Kita", _rev: 4 });
    expect(notifySaved).toHaveBeenCalledTimes(1);
  });

  it("stops saving after a 409 until the latest version is reloaded", async () => {
    const { actor, server, notifyFailed } = startEditor();
    await waitFor(actor, (s) => s.matches("editing"));
    server.someoneElseSaves("Kopi Tiam");

    actor.send({ type: "document.save", change: { name: "Kopi Kita" } });
    await waitFor(actor, (s) => s.matches("conflicted"));
    expect(notifyFailed).toHaveBeenCalledWith(CONFLICT);
    expect(actor.getSnapshot().can({ type: "document.save", change: null })).toBe(false);

    actor.send({ type: "document.reload" });
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().context.document).toEqual({ name: "Kopi Tiam", _rev: 4 });
  });

  it("keeps editing after any other refusal, and says why a load failed", async () => {
    const { actor, notifyFailed } = startEditor({
      ...fakeServer(),
      save: answering<VersionedDocument, SaveDocumentInput>(() => {
        throw new Error("Name is required");
      }),
    });
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "document.save", change: { name: "" } });
    await waitFor(actor, (s) => s.matches("editing") && notifyFailed.mock.calls.length > 0);
    expect(notifyFailed).toHaveBeenCalledWith("Name is required");

    const failedLoad = startEditor({
      ...fakeServer(),
      load: answering<VersionedDocument, LoadDocumentInput>(() => {
        throw new Error("Business not found");
      }),
    });
    await waitFor(failedLoad.actor, (s) => s.matches("loadFailed"));
    expect(failedLoad.actor.getSnapshot().context.loadProblem).toBe("Business not found");
  });
});
