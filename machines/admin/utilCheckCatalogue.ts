// The Util check machine as the Machine Lab and the model-based test see it: mock actors that
// answer like a healthy server (a running check, then a finished one) and answers reaching every
// state (a failed check, a refused start). Sample data only.
import { fromPromise } from "xstate";
import type { UtilCheck } from "../../domain/provider/utilChecks";
import { actorDone, actorFailed, catalogueEntry } from "../catalogueEntry";
import { utilCheckMachine } from "./utilCheck.machine";

const check = (status: UtilCheck["status"]): UtilCheck => ({
  id: "64b7f0c2a1d3e4f5a6b7c8e1", kind: "creditLedgers", status,
  progress: { done: status === "running" ? 1 : 2, total: 2, unit: "businesses" },
  startedAt: "2026-11-27T05:00:00.000Z", finishedAt: status === "running" ? null : "2026-11-27T05:00:02.000Z",
  error: status === "failed" ? "connection reset" : null,
  result: status === "done" ? { kind: "creditLedgers", checked: 12, mismatches: [] } : null,
});

export const utilCheckEntry = catalogueEntry({
  id: "admin.utilCheck",
  title: "Util data check",
  description: "A data check is started, followed every half second while it runs, and ends done or failed with its result.",
  machine: utilCheckMachine,
  sampleInput: undefined,
  mockActors: {
    start: fromPromise<UtilCheck, { readonly kind: UtilCheck["kind"] }>(async () => check("running")),
    poll: fromPromise<UtilCheck, { readonly id: string }>(async () => check("done")),
  },
  sampleEvents: [
    { type: "check.run", kind: "creditLedgers" },
    { type: "check.run", kind: "projectionRebuild" },
    actorDone("start", check("running")),
    actorDone("start", check("done")),
    actorDone("start", check("failed")),
    actorFailed("start", "You are not allowed to do this"),
    actorDone("poll", check("running")),
    actorDone("poll", check("done")),
    actorDone("poll", check("failed")),
    actorFailed("poll", "Check not found"),
  ],
});
