// The Idempotency-Key race over real HTTP (issue 13 items 1 and 7): twenty concurrent POSTs
// with one key make one record and get twenty identical answers (status and body), never a
// '... already exists' for the retries; the same key sent with another body is refused with
// IDEMPOTENCY_KEY_REUSED (422) and changes nothing. On PGlite and, when TEST_DATABASE_URL is set,
// on PostgreSQL, where concurrent requests really run in parallel transactions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_REUSED } from "../../domain/engine/commandHandler";
import { login } from "../support/apiHarness";
import { openAppOnStore } from "../support/appOnStore";
import { storeFactories } from "../support/storeFactories";
import { type Client, type Harness, signUp } from "./businessHarness";
import { billPromotion } from "./promotionHarness";
import { voucherBody } from "./voucherHarness";

const RACERS = 20;

interface Operation {
  readonly name: string;
  readonly path: (businessId: string) => string;
  /** The n-th distinct body for this operation. */
  readonly body: (businessId: string, n: number) => unknown;
  /** A paged list whose total counts what the operation creates. */
  readonly list: (businessId: string) => string;
}

const OPERATIONS: ReadonlyArray<Operation> = [
  {
    name: "restaurant creation",
    path: () => "/restaurants",
    body: (businessId, n) => ({ businessId, profile: { name: `Race ${n}` } }),
    list: (businessId) => `/restaurants?business=${businessId}`,
  },
  { name: "business creation with a URL", path: () => "/businesses", body: (_, n) => ({ name: `Race ${n}`, url: `race-url-${n}` }), list: () => "/my/businesses" },
  {
    name: "voucher creation",
    path: (businessId) => `/businesses/${businessId}/vouchers`,
    body: (_, n) => voucherBody("FEEDBACK_REWARD", { name: `Race ${n}` }),
    list: (businessId) => `/businesses/${businessId}/vouchers`,
  },
  {
    name: "promotion creation",
    path: (businessId) => `/businesses/${businessId}/promotions`,
    body: (_, n) => billPromotion(`Race ${n}`),
    list: (businessId) => `/businesses/${businessId}/promotions`,
  },
];

describe.each(storeFactories().filter((factory) => factory.name !== "memory"))("one Idempotency-Key raced over HTTP on $name", (factory) => {
  let harness: Harness;
  let dispose: () => Promise<void>;
  let owner: Client;
  let businessId: string;
  let origin: string;
  let token: string;

  beforeAll(async () => {
    ({ harness, dispose } = await openAppOnStore(factory));
    owner = await signUp(harness, "+60123470001");
    businessId = String((await owner.ok("POST", "/businesses", { name: "Kopi Race" })).id);
    token = await login(harness.app, owner.phoneNumber);
    origin = await harness.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => dispose());

  const post = async (path: string, body: unknown, key: string) => {
    const response = await fetch(`${origin}/api/v2${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const total = async (list: string): Promise<number> => (await owner.ok("GET", list)).pagination.totalResources;

  it.each(OPERATIONS.map((operation) => [operation.name, operation] as const))("%s: one record, twenty identical answers; another body with the key is refused", async (name, operation) => {
    const [path, list, key] = [operation.path(businessId), operation.list(businessId), `race-${name}`];
    const before = await total(list);
    const answers = await Promise.all(Array.from({ length: RACERS }, () => post(path, operation.body(businessId, 1), key)));
    expect(answers[0]?.status).toBe(200);
    expect(answers).toEqual(Array.from({ length: RACERS }, () => answers[0]));
    expect(await total(list)).toBe(before + 1);

    const reused = await post(path, operation.body(businessId, 2), key);
    expect(reused).toEqual({ status: 422, body: { message: IDEMPOTENCY_KEY_REUSED } });
    expect(await total(list)).toBe(before + 1);
  });
});
