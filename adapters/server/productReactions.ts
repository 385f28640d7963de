// Every reaction of the product (ARCHITECTURE §2.6), in the order a runner passes over them:
// what follows a committed event later, each with its own checkpoint. The server runtime runs
// them (adapters/engine/reactions/reactionRunner.ts) and GET /admin/reactions reports on them.
// A reaction is named once for ever: its name keys its checkpoint and its follow-ups' ids.
import type { Reaction } from "../../domain/engine/reaction";
import { billReceiptReaction } from "../../domain/loyalty/application/billReceiptReaction";
import { billRewardClaimsReaction } from "./loyalty/memberRewardClaims";

export const productReactions: ReadonlyArray<Reaction> = [billRewardClaimsReaction, billReceiptReaction];
