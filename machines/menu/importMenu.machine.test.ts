import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import type { ImportReportView } from "../../domain/menu/menuIoViews";
import { answering, held } from "../testing/fakeActors";
import { type ApplyInput, type ImportFile, type PreviewInput, type ReadFileInput, importMenuMachine } from "./importMenu.machine";

const FILE: ImportFile = { name: "menu.csv", content: "Q29kZQ==" };
const REPORT: ImportReportView = {
  fileName: "menu.csv", rows: 2, accepted: 2, created: 2, updated: 0, unchanged: 0, rejected: [],
  diff: { modules: {}, masterCatalogSetting: false }, _rev: 7, applied: false,
};

const start = (preview = held<ImportReportView, PreviewInput>()) => {
  const apply = answering<ImportReportView, ApplyInput>(() => ({ ...REPORT, _rev: 8, applied: true }));
  const actor = createActor(importMenuMachine.provide({
    actors: { readFile: answering<ImportFile, ReadFileInput>(() => FILE).logic, preview: preview.logic, apply: apply.logic },
  })).start();
  return { actor, preview, apply };
};

describe("the menu import flow", () => {
  it("previews the chosen file, then applies it with the revision the preview was made on", async () => {
    const { actor, preview, apply } = start();
    actor.send({ type: "import.choose", file: null });
    await waitFor(actor, (s) => s.matches("previewing"));
    preview.resolve(REPORT);
    await waitFor(actor, (s) => s.matches("reviewing"));
    actor.send({ type: "import.apply" });
    await waitFor(actor, (s) => s.matches("applied"));
    expect(apply.inputs).toEqual([{ file: FILE, rev: 7 }]);
    expect(actor.getSnapshot().context.report?.applied).toBe(true);
  });

  it("abandons a preview on Cancel and never applies a report with rejected rows", async () => {
    const { actor, preview } = start();
    actor.send({ type: "import.choose", file: null });
    await waitFor(actor, (s) => s.matches("previewing"));
    actor.send({ type: "import.cancel" });
    expect(actor.getSnapshot().value).toBe("choosing");
    expect(actor.getSnapshot().context.file).toBeNull();

    actor.send({ type: "import.choose", file: null });
    await waitFor(actor, (s) => s.matches("previewing"));
    preview.resolve({ ...REPORT, rejected: [{ row: 3, code: "X", reason: "Invalid price" }] });
    await waitFor(actor, (s) => s.matches("reviewing"));
    actor.send({ type: "import.apply" });
    expect(actor.getSnapshot().value).toBe("reviewing");
  });

  it("shows the server's message when the preview fails", async () => {
    const { actor, preview } = start();
    actor.send({ type: "import.choose", file: null });
    await waitFor(actor, (s) => s.matches("previewing"));
    preview.reject("Missing column Code");
    await waitFor(actor, (s) => s.matches("choosing"));
    expect(actor.getSnapshot().context.error).toBe("Missing column Code");
  });
});
