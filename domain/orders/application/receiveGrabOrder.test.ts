import { describe, expect, it } from "vitest";
import type { ReceivedOrder } from "../order";
import { paidOn } from "./receiveGrabOrder";

const order = (paymentType: ReceivedOrder["paymentType"]) => ({ paymentType }) as ReceivedOrder;

describe("an order's payment type by the connection it came from", () => {
  it("is ePaymentSandbox for a cashless order from a sandbox, and unchanged otherwise", () => {
    expect(paidOn(order("ePayment"), "sandbox").paymentType).toBe("ePaymentSandbox");
    expect(paidOn(order("cash"), "sandbox").paymentType).toBe("cash");
    expect(paidOn(order("ePayment"), "production").paymentType).toBe("ePayment");
    expect(paidOn(order("cash"), "production").paymentType).toBe("cash");
  });
});
