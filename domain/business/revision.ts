// Optimistic concurrency for whole-document writes (ARCHITECTURE §3): a write may carry the
// revision it was read at (`_rev` in the body, or If-Match), and is refused with 409 when the
// document moved since. A document's revision is the version of its stream (the number of its
// events), which every read answers as `_rev`. The check runs inside `decide`, so it holds when
// the command handler retries after a concurrent append.
// Decision where the spec is silent: `_rev` is optional (a write without it is last-writer-wins);
// the 409 message is the engine's conflict message.
import { Schema } from "effect";
import { CONFLICT_MESSAGE } from "../engine/commandHandler";
import { type Decision, reject } from "../engine/decider";

export const Revision = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0, { message: "Invalid _rev" }));

/** A body Schema with the optional `_rev` a whole-document write may carry. */
export const withRevision = <const F extends Schema.Struct.Fields>(fields: F) =>
  Schema.Struct({ ...fields, _rev: Schema.optionalKey(Revision) });

/** A refusal when `expected` is given and differs from the document's `actual` revision, else null. */
export const staleRevision = <E>(expected: number | undefined, actual: number): Decision<E> | null =>
  expected === undefined || expected === actual ? null : reject(CONFLICT_MESSAGE, 409);
