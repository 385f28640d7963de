// Orders between the GrabFood client and the local fake partner: the accept/reject our client
// sends passes GrabFood's contract and is recorded by the fake; a failure reaches the port as a
// PartnerError; the orders the fake submits pass GrabFood's own order schema.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PartnerError } from "../../../domain/delivery/deliveryPartner";
import { type GrabfoodFake, startGrabfoodFake } from "./fake/grabfoodFake";
import { grabSubmittedOrder } from "./fake/grabfoodOrderSide";
import { grabfoodClient } from "./grabfoodClient";
import { grabOrderSchema } from "./grabOrderSchema";

let fake: GrabfoodFake;
let client: ReturnType<typeof grabfoodClient>;
const store = { storeRef: "1-CYNGRUNGSBCCC", clientId: "client-1", clientSecret: "secret-1" };

beforeAll(async () => {
  fake = await startGrabfoodFake({ clients: { "client-1": "secret-1" } });
  client = grabfoodClient({ baseUrl: fake.url, timeoutMs: 2_000 });
});
afterAll(() => fake.close());

describe("grabfood orders against the fake partner", () => {
  it("accepts and rejects orders through the contract's accept/reject endpoint", async () => {
    await client.replyToOrder(store, "123-CYNKLPCVRN5", "Accepted");
    await client.replyToOrder(store, "124-CYNKLPCVRN6", "Rejected");
    expect(fake.orders.replies).toEqual([{ orderID: "123-CYNKLPCVRN5", toState: "Accepted" }, { orderID: "124-CYNKLPCVRN6", toState: "Rejected" }]);
    expect(fake.invalidRequests()).toEqual([]);
  });

  it("turns the partner's refusal into a PartnerError with its status", async () => {
    fake.failNext("accept-reject-order", 400, "order already cancelled");
    await expect(client.replyToOrder(store, "125-X", "Accepted")).rejects.toEqual(new PartnerError("GrabFood: order already cancelled", 400));
  });

  it("builds submitted orders GrabFood's schema accepts, and the schema refuses a broken one", async () => {
    const check = await grabOrderSchema();
    const order = grabSubmittedOrder({ orderID: "126-A", merchantID: store.storeRef, items: [{ id: "p1", quantity: 2, price: 1250 }], orderTime: "2026-11-26T04:00:00Z" });
    expect(check("SubmitOrderRequest", order)).toEqual([]);
    expect(check("SubmitOrderRequest", { ...order, paymentType: "GOLD" }).length).toBeGreaterThan(0);
    expect(check("OrderStateRequest", { merchantID: store.storeRef, orderID: "126-A", state: "COLLECTED" })).toEqual([]);
    expect(check("OrderStateRequest", { merchantID: store.storeRef, orderID: "126-A", state: "TELEPORTED" }).length).toBeGreaterThan(0);
  });
});
