// The read models of loyalty members, registered once in domain/catalogue.ts. Order matters:
// a credit transaction row copies its member's name from the members row.
import type { Projection } from "../../engine/projection";
import { creditTransactionsProjection } from "./creditTransactions.projection";
import { membersProjection } from "./members.projection";

export const memberProjections: ReadonlyArray<Projection> = [membersProjection, creditTransactionsProjection];
