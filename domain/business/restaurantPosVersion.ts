// Owns: the POS app version a restaurant's till runs (spec 4 §9 gates features by it; nothing in
// the spec says where the back office learns it), on stream `pos-version-{restaurantId}`.
// Decisions where the spec is silent:
// - The till reports it: POS event `POS_VERSION {version}` (POST /restaurants/{id}/pos-event,
//   adapters/server/pos/posVersionEvent.ts), sent when the app starts or updates. The last report
//   wins (a restaurant runs one POS version at a time); the same version again changes nothing.
// - A version is what domain/shared/posVersion.ts parses ("6.22.5", "v4.1", "6.22.5-beta.1");
//   anything else is 'Invalid POS version'. Before any report the version is unknown (null).
import { Schema } from "effect";
import { type Decider, accept, reject } from "../engine/decider";
import { isoOf } from "../auth/fields";
import { parsePosVersion } from "../shared/posVersion";

export const INVALID_POS_VERSION = "Invalid POS version";

export const PosVersionInput = Schema.Struct({
  version: Schema.String.check(Schema.makeFilter((text: string) => (text.length <= 32 && parsePosVersion(text) !== null) || INVALID_POS_VERSION)),
});

export interface PosVersionState {
  readonly version: string | null;
  readonly reportedAt: string | null;
}

export type PosVersionEvent = { readonly type: "PosVersionReported"; readonly data: { readonly version: string; readonly at: string } };
export type PosVersionCommand = { readonly type: "ReportPosVersion"; readonly data: { readonly version: string } };

/** What GET /restaurants/{id}/menu-v3/pos-version answers (null before the till reports). */
export const PosVersionResponse = Schema.Struct({ version: Schema.NullOr(Schema.String), reportedAt: Schema.NullOr(Schema.String) });
const decodeResponse = Schema.decodeUnknownSync(PosVersionResponse);
export const decodePosVersion = (answer: unknown): PosVersionState => decodeResponse(answer, { onExcessProperty: "error" });

export const posVersionStreamId = (restaurantId: string): string => `pos-version-${restaurantId}`;

export const posVersionDecider: Decider<PosVersionState, PosVersionCommand, PosVersionEvent> = {
  initialState: { version: null, reportedAt: null },
  decide: (command, state, ctx) => {
    const version = command.data.version.trim();
    if (parsePosVersion(version) === null) return reject(INVALID_POS_VERSION);
    return version === state.version ? accept() : accept({ type: "PosVersionReported", data: { version, at: isoOf(ctx.now) } });
  },
  evolve: (_state, event) => ({ version: event.data.version, reportedAt: event.data.at }),
};
