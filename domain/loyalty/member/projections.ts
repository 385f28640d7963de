// The read models of loyalty members, registered once in domain/catalogue.ts. Order matters:
// a credit transaction row copies its member's name from the members row; the member
// counts read a member's level before the members row takes the new one.
import type { Projection } from "../../engine/projection";
import { creditTransactionsProjection } from "./creditTransactions.projection";
import { membersProjection } from "./members.projection";
import { memberCountsProjection } from "./memberCounts.projection";
import { storeTransactionsProjection } from "../store/storeTransactions.projection";

export const memberProjections: ReadonlyArray<Projection> = [memberCountsProjection, membersProjection, creditTransactionsProjection, storeTransactionsProjection];
