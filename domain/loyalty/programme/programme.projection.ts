// The `loyalty_programmes` read model (key businessId): each business's programme as the folded
// state of its stream (programme.ts evolve), with `_rev` its stream version. Members, POS events
// and the UI read the programme here; `programmeOf` gives it back typed.
// Decision where the spec is silent: the row IS the decider's state (plus `_rev`), so the read
// model and a fold of the stream can never disagree, and `GET ...?at=` answers the same shape.
import type { RecordedEvent } from "../../engine/events";
import type { Projection, ProjectionTx, ReadModels, Row } from "../../engine/projection";
import { evolveProgramme } from "./programme";
import { type Programme, type ProgrammeState, businessIdOfProgrammeStream, isProgrammeEvent } from "./programmeModel";
import { readTable } from "../../engine/readTable";

export const PROGRAMMES_TABLE = "loyalty_programmes";

export const programmesTable = readTable({ hot: true, name: PROGRAMMES_TABLE, columns: {} });

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!recorded.streamId.startsWith("programme-") || !isProgrammeEvent(recorded)) return;
  const businessId = businessIdOfProgrammeStream(recorded.streamId);
  const row = await tx.get(PROGRAMMES_TABLE, businessId);
  const state: ProgrammeState = row === undefined ? { status: "none", revision: recorded.version - 1 } : (row as unknown as Programme);
  const next = evolveProgramme(state, recorded);
  if (next.status !== "active") return;
  await tx.put(PROGRAMMES_TABLE, businessId, { ...next, _rev: recorded.version });
};

export const programmeProjection: Projection = { name: "loyalty-programmes", tables: [programmesTable], apply };

/** The business's programme as the read model holds it, or null before setup. */
export const programmeOf = async (readModels: ReadModels, businessId: string): Promise<(Programme & { readonly _rev: number }) | null> => {
  const row: Row | undefined = await readModels.get(PROGRAMMES_TABLE, businessId);
  return row === undefined ? null : (row as unknown as Programme & { readonly _rev: number });
};
