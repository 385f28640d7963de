// Test support: a GrabFood order received on a connected restaurant through the same application
// function the submit-order webhook calls (for suites whose app has no GrabFood token).
import { Schema } from "effect";
import { type GrabOrderInput, grabSubmittedOrder } from "../../adapters/delivery/grabfood/fake/grabfoodOrderSide";
import type { Engine } from "../../domain/engine/commandRunner";
import { type PlatformConnection, receiveGrabOrder } from "../../domain/orders/application/receiveGrabOrder";
import { GrabSubmittedOrder } from "../../domain/orders/grabfood/grabOrder";

export const receiveTestOrder = async (
  engine: Engine,
  input: Partial<GrabOrderInput> & Pick<GrabOrderInput, "orderID" | "merchantID">,
  connection: PlatformConnection = "production",
): Promise<string> => {
  const order = grabSubmittedOrder({ items: [{ id: "kopi", quantity: 1, price: 450 }], orderTime: "2026-11-26T04:00:00Z", ...input });
  return (await receiveGrabOrder(engine, Schema.decodeUnknownSync(GrabSubmittedOrder)(order), undefined, connection)).orderId;
};
