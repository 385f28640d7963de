// Test support: a CustomerPort for render tests. Each method a test does not stub rejects with
// "not implemented: <method>", so a test states exactly which calls it expects. Never used by the app.
import type { CustomerPort } from "../../ports/customerPort";

const METHODS: ReadonlyArray<keyof CustomerPort> = ["voucher", "store", "sendOtp", "verifyOtp", "claim", "openSession", "me"];

export const fakeCustomer = (overrides: Partial<CustomerPort> = {}): CustomerPort => {
  const unimplemented = Object.fromEntries(
    METHODS.map((method) => [method, () => Promise.reject(new Error(`not implemented: ${method}`))]),
  ) as unknown as CustomerPort;
  return { ...unimplemented, ...overrides };
};
