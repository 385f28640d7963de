// A hand-made new-order alert for trying the live channel (liveAlerts.ts), registered only
// outside production, like the OTP outbox:
//   POST /dev/live/new-order {restaurantId, orderType?} → the alert sent (orderType DINE_IN by default)
// The caller must be signed in and able to read the restaurant ('Invalid restaurant', 404).
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { INVALID_RESTAURANT } from "../../../domain/business/restaurant";
import { requiredTrimmedText } from "../../../domain/shared/fieldRules";
import { readableRestaurant } from "../business/access";
import { callerOf } from "../business/caller";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { OrderType } from "./liveAlerts";

const TestAlertInput = Schema.Struct({
  restaurantId: requiredTrimmedText(INVALID_RESTAURANT),
  orderType: Schema.optionalKey(Schema.Literals(OrderType)),
});

export const liveRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  app.post("/dev/live/new-order", async (request) => {
    const caller = await callerOf(request, engine);
    const input = decodeBody(TestAlertInput, request.body ?? {});
    const row = await readableRestaurant(caller, input.restaurantId);
    const alert = await app.liveAlerts.newOrder({
      restaurantId: String(row.id),
      orderId: engine.context().newId(),
      orderType: input.orderType ?? "DINE_IN",
    });
    return success(alert);
  });
};
