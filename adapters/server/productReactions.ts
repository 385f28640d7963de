// Every reaction of the product (ARCHITECTURE §2.6), in the order a runner passes over them:
// what follows a committed event later, each with its own checkpoint. The server runtime runs
// them (adapters/engine/reactions/reactionRunner.ts) and GET /admin/reactions reports on them.
// A reaction is named once for ever: its name keys its checkpoint and its follow-ups' ids.
// The reactions that call out to a delivery platform (`deliveryReactions`) need its client and
// run on a runner of their own, so a platform that is slow or rate-limited (foodpanda: 60
// requests a minute) never holds the loyalty reactions back.
import type { Reaction } from "../../domain/engine/reaction";
import { foodpandaMenuPushReaction } from "../../domain/delivery/application/foodpandaMenuPushReaction";
import { billReceiptReaction } from "../../domain/loyalty/application/billReceiptReaction";
import { type DeliveryOptions, publishersOf } from "./delivery/deliveryArea";
import { billRewardClaimsReaction } from "./loyalty/memberRewardClaims";

export const productReactions: ReadonlyArray<Reaction> = [billRewardClaimsReaction, billReceiptReaction];

/** The reactions that call the delivery platforms of `delivery` (an unconfigured one fails its syncs). */
export const deliveryReactions = (delivery: DeliveryOptions): ReadonlyArray<Reaction> => [foodpandaMenuPushReaction(publishersOf(delivery).foodpanda)];

/** Every reaction, as the admin's report lists them. */
export const allReactions = (delivery: DeliveryOptions): ReadonlyArray<Reaction> => [...productReactions, ...deliveryReactions(delivery)];
