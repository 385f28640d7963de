// Test support for the business-area API suites: the real app (tests/support/apiHarness.ts) with
// users signed up through the OTP outbox, provider roles granted through the user stream, a
// JSON client per user, and valid bodies for every restaurant setting group.
import { Result } from "effect";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { type ProviderRole } from "../../domain/auth/roles";
import { userDecider, userStreamId } from "../../domain/auth/user";
import type { SettingGroup } from "../../domain/business/restaurantSettings";
import { login, registerUser, startTestApp } from "../support/apiHarness";

export type Harness = Awaited<ReturnType<typeof startTestApp>>;
type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface Client {
  readonly userId: string;
  readonly phoneNumber: string;
  readonly send: (method: Method, path: string, body?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  /** Sends and answers `data`, failing the test unless the status is 200. */
  readonly ok: (method: Method, path: string, body?: unknown, headers?: Record<string, string>) => Promise<any>;
}

export const startBusinessApp = (): Promise<Harness> => startTestApp({ rateLimits: { otpSendPerIp: { limit: 1000, windowSeconds: 600 } } });

const clientFor = (app: FastifyInstance, userId: string, phoneNumber: string, token: string): Client => {
  const send: Client["send"] = (method, path, body, headers = {}) =>
    app.inject({
      method,
      url: `/api/v2${path}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return {
    userId,
    phoneNumber,
    send,
    ok: async (method, path, body, headers) => {
      const response = await send(method, path, body, headers);
      if (response.statusCode !== 200) throw new Error(`${method} ${path} answered ${response.statusCode}: ${response.body}`);
      return response.json().data;
    },
  };
};

/** Registers a user with `phoneNumber` (and optional provider role) and signs them in. */
export const signUp = async (harness: Harness, phoneNumber: string, role?: ProviderRole): Promise<Client> => {
  const userId = await registerUser(harness.app, phoneNumber, `User ${phoneNumber.slice(-4)}`);
  if (role !== undefined) {
    const { engine } = harness;
    const granted = await engine.commands.handle(userDecider, userStreamId(userId), { type: "GrantRole", data: { role } }, {
      context: engine.context(),
      meta: { actor: "test", correlationId: "test" },
    });
    if (Result.isFailure(granted)) throw granted.failure;
  }
  return clientFor(harness.app, userId, phoneNumber, await login(harness.app, phoneNumber));
};

const closedWeek = Array.from({ length: 7 }, () => ({ enable: false, hours: [] }));
const openWeek = Array.from({ length: 7 }, () => ({ enable: true, hours: [{ start: "10:00", end: "22:00" }] }));

/** A valid body for each setting group. */
export const validSettingBodies: { readonly [G in SettingGroup]: unknown } = {
  profile: { name: "Kopi Kita Bangsar", phoneNo: "+60123456700" },
  "feedme-delivery": { enable: true, maxDistanceKm: 5, minimumOrder: 20, operatingHours: openWeek },
  "in-house-delivery": { enable: true, maxDistanceKm: 3, minimumOrder: 15, deliveryFee: 5, freeDeliveryFrom: 50, operatingHours: openWeek },
  pickup: { enable: true, preparationMinutes: 15, operatingHours: closedWeek },
  "dine-in": { enable: true, qrOrder: true, operatingHours: openWeek },
  license: { expiredAt: "2030-01-01T00:00:00.000Z", features: ["kds", "stock"] },
  channel: { channel: "beta" },
  "remote-supports": { devices: [{ label: "Counter", app: "ANYDESK", remoteId: "123 456 789" }] },
  "service-charge-setting": { enable: true, rate: 10, orderTypes: ["DINE_IN"], taxable: false },
  "accounting-setting": { taxes: [{ systemCode: "MY_SST", taxCode: "SST", rate: 6, inclusive: false }], cashRounding: "0.05" },
  "restaurant-setting": { timeZone: "Asia/Kuala_Lumpur", receiptHeader: "Welcome", receiptFooter: "Thank you", autoAcceptOnlineOrders: false },
  "fix-master-menu-stock": { enable: true },
};

export const validPayout = {
  enable: false,
  status: "NEW",
  account: { bankCode: "MAYBANK", accountName: "Kopi Sdn Bhd", accountNo: "512345678901", accountType: "CURRENT_ACCOUNT" },
};

export const validCompany = {
  name: "Kopi Kita Sdn Bhd",
  regNo: "201901000123",
  sstRegNo: "W10-1808-32000001",
  phoneNo: "03-2141 1234",
  address: { line1: "1 Jalan Telawi", city: "Kuala Lumpur", postcode: "59100", state: "WP Kuala Lumpur", country: "MY" },
};
