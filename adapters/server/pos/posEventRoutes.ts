// POS events (ARCHITECTURE §3): POST /api/v2/restaurants/{restaurantId}/pos-event {type, ...}.
// Each event type has one handler in `posEventHandlers`; an area that reacts to the till adds
// its entry (loyalty: BILL_COMPLETED and BILL_REFUNDED in posBillEvents.ts; marketing may add
// VOUCHER_REDEEMED; the menu's POS gates: POS_VERSION in posVersionEvent.ts). The handler answers the response's `data`.
// Who may post (decision; the spec is silent): the caller must be signed in and may `update
// Restaurant` in the restaurant's business (owner, or a team member granted restaurants), the
// same right that pairs the restaurant's machines (business/machineRoutes.ts). POS machines
// have no token of their own yet (pairing codes exist, no machine-token exchange); when a
// machine token arrives it must resolve to this same check for its own restaurant only.
// An unknown or missing type is 400 'Invalid event type'.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { DomainError } from "../../../domain/engine/decider";
import type { Row } from "../../../domain/engine/projection";
import { success } from "../envelope";
import { restaurantFor } from "../business/access";
import { type Caller, callerOf } from "../business/caller";
import { billCompleted, billRefunded } from "./posBillEvents";
import { voucherRedeemedEvent, withVoucherRestore } from "../marketing/voucherPosEvents";
import { posVersionReported } from "./posVersionEvent";

export const INVALID_EVENT_TYPE = "Invalid event type";

export interface PosEventContext {
  readonly request: FastifyRequest;
  readonly caller: Caller;
  /** The stored restaurant row (id, businessId) the event happened at. */
  readonly restaurant: Row;
}

export type PosEventHandler = (body: unknown, context: PosEventContext) => Promise<unknown>;

export const posEventHandlers: Readonly<Record<string, PosEventHandler>> = {
  BILL_COMPLETED: billCompleted,
  BILL_REFUNDED: withVoucherRestore(billRefunded),
  VOUCHER_REDEEMED: voucherRedeemedEvent,
  POS_VERSION: posVersionReported,
};

type ByRestaurant = { Params: { restaurantId: string } };

export const posEventRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;

  app.post<ByRestaurant>("/restaurants/:restaurantId/pos-event", async (request) => {
    const caller = await callerOf(request, engine);
    const restaurant = await restaurantFor(caller, request.params.restaurantId, "update");
    const body = (request.body ?? {}) as Row;
    const handler = typeof body.type === "string" && Object.hasOwn(posEventHandlers, body.type) ? posEventHandlers[body.type] : undefined;
    if (handler === undefined) throw new DomainError(INVALID_EVENT_TYPE, 400, ["type"]);
    return success(await handler(body, { request, caller, restaurant }));
  });
};
