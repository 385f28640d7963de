// A local ShopeeFood partner for tests and development, following our contract of its API
// (../contract/shopeefoodContract.ts): every request is routed, its signature checked (401 when
// wrong) and its body validated against the contract (400 and recorded as invalid), and the fake
// keeps in memory what ShopeeFood would: each store's status and opening hours, each dish's
// availability ("86"), the menu it
// accepted, and our answers to its orders.
// A sync request starts ShopeeFood's side of the sync: PENDING is pushed to our sync-state
// webhook, our get-menu webhook is pulled, RUNNING is pushed, the menu is checked against the
// contract, then DONE (the menu is kept as what ShopeeFood has) or ERROR with its messages; every
// push has its own requestId. Orders are sent to our order webhook with `submitOrder(...)`, and
// their later states to our order-state webhook with `pushOrderState(...)` (a state outside our
// contract, ShopeeOrderStateContract, is never sent: asking for one throws, the caller's mistake).
// Tests steer it through `menuControl`: `outcome` "accept" (default), "reject" (ERROR with
// `rejectReasons`), "failHalfway" (RUNNING, then ERROR without taking the menu) or "silent"
// (PENDING only); `replay` sends every push twice with the same requestId; `failNext(operation,
// status, message)`; `requests` records every call.
// Decisions: the partner is reached through `connect(partner)` (fetch in a server, Fastify's
// inject in tests) with the webhook token; any client id is accepted unless `clients` lists the
// accepted ones and their secrets (the signature is then checked with that secret).
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Result, Schema } from "effect";
import type { PartnerAnswer, PartnerWebhooks } from "../../grabfood/fake/grabfoodMenuSide";
import {
  SHOPEEFOOD_ROUTES, SHOPEE_GET_MENU_WEBHOOK, SHOPEE_ORDER_STATE_WEBHOOK, SHOPEE_ORDER_WEBHOOK, SHOPEE_SYNC_STATE_WEBHOOK, ShopeeMenuContract, ShopeeOrderStateContract,
  ShopeefoodContract, type ShopeefoodOperation, signatureBase,
} from "../contract/shopeefoodContract";

export interface ShopeefoodRequest {
  readonly operation: ShopeefoodOperation | null;
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly valid: boolean;
  readonly errors: ReadonlyArray<string>;
}

interface Answer {
  readonly status: number;
  readonly body?: unknown;
}

type Json = Record<string, unknown>;

export const SHOPEE_HALF_WAY_FAILURE = "Menu import stopped half way, please sync again";

const readText = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

const problemsOf = (schema: Schema.Codec<unknown>, value: unknown): string[] => {
  const decoded = Schema.decodeUnknownResult(schema)(value, { errors: "all" });
  return Result.isSuccess(decoded) ? [] : [String(decoded.failure)];
};

export const startShopeefoodFake = async (options: { readonly clients?: Readonly<Record<string, string>> } = {}) => {
  const requests: ShopeefoodRequest[] = [];
  const failures = new Map<ShopeefoodOperation, Answer[]>();
  const statuses = new Map<string, Json>();
  const openingHours = new Map<string, Json>();
  /** Each store's special hours as last pushed. */
  const specialHours = new Map<string, Json>();
  /** Each dish's availability as ShopeeFood has it, by `{storeId}:{dishId}`. */
  const dishAvailability = new Map<string, boolean>();
  /** What ShopeeFood has, per store: the last menu it accepted. */
  const acceptedMenus = new Map<string, unknown>();
  /** Every menu accepted, in order (a double publish shows twice). */
  const published: Array<{ readonly storeId: string; readonly taskId: string }> = [];
  const replies: Array<{ readonly orderId: string; readonly storeId: string; readonly answer: string }> = [];
  const menuControl: { outcome: "accept" | "reject" | "failHalfway" | "silent"; rejectReasons: string[]; replay: boolean } = {
    outcome: "accept", rejectReasons: ["Dish photo is required"], replay: false,
  };
  const flows = new Set<Promise<void>>();
  let partner: PartnerWebhooks | null = null;

  const push = async (storeId: string, taskId: string, status: string, messages: ReadonlyArray<string> = []): Promise<void> => {
    if (partner === null) return;
    const body = { requestId: randomUUID(), storeId, taskId, status, messages };
    await partner("POST", SHOPEE_SYNC_STATE_WEBHOOK, body);
    if (menuControl.replay) await partner("POST", SHOPEE_SYNC_STATE_WEBHOOK, body);
  };

  const runSync = async (storeId: string, taskId: string): Promise<void> => {
    await push(storeId, taskId, "PENDING");
    if (menuControl.outcome === "silent" || partner === null) return;
    const pulled = await partner("GET", `${SHOPEE_GET_MENU_WEBHOOK}?storeID=${encodeURIComponent(storeId)}`);
    await push(storeId, taskId, "RUNNING");
    if (pulled.status !== 200) return push(storeId, taskId, "ERROR", [`The partner's menu could not be fetched (${pulled.status})`]);
    const problems = problemsOf(ShopeeMenuContract as Schema.Codec<unknown>, pulled.body);
    if (menuControl.outcome === "reject") return push(storeId, taskId, "ERROR", menuControl.rejectReasons);
    if (problems.length > 0) return push(storeId, taskId, "ERROR", problems);
    if (menuControl.outcome === "failHalfway") return push(storeId, taskId, "ERROR", [SHOPEE_HALF_WAY_FAILURE]);
    acceptedMenus.set(storeId, pulled.body);
    published.push({ storeId, taskId });
    return push(storeId, taskId, "DONE");
  };

  const startSync = (storeId: string): string => {
    const taskId = randomUUID();
    const flow: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => runSync(storeId, taskId))
      .catch((error: unknown) => console.error("The fake ShopeeFood's menu sync failed:", error))
      .finally(() => flows.delete(flow));
    flows.add(flow);
    return taskId;
  };

  const handlers: Record<ShopeefoodOperation, (params: Record<string, string>, body: Json) => Answer> = {
    syncRequest: ({ storeId = "" }) => ({ status: 202, body: { taskId: startSync(storeId) } }),
    storeStatus: ({ storeId = "" }, body) => {
      statuses.set(storeId, body);
      return { status: 204 };
    },
    specialHours: ({ storeId = "" }, body) => {
      specialHours.set(storeId, body);
      return { status: 204 };
    },
    openingHours: ({ storeId = "" }, body) => {
      openingHours.set(storeId, body);
      return { status: 204 };
    },
    dishAvailability: ({ storeId = "" }, body) => {
      for (const dish of body.dishes as Array<{ id: string; isAvailable: boolean }>) dishAvailability.set(`${storeId}:${dish.id}`, dish.isAvailable);
      return { status: 204 };
    },
    orderAnswer: ({ orderId = "", answer = "" }, body) => {
      replies.push({ orderId, storeId: String(body.storeId), answer });
      return { status: 204 };
    },
  };

  const signed = (request: IncomingMessage, path: string, text: string): boolean => {
    const id = request.headers["x-partner-id"];
    const timestamp = request.headers["x-timestamp"];
    const signature = request.headers["x-signature"];
    if (typeof id !== "string" || typeof timestamp !== "string" || typeof signature !== "string") return false;
    if (options.clients === undefined) return true;
    const secret = options.clients[id];
    if (secret === undefined) return false;
    const expected = Buffer.from(createHmac("sha256", secret).update(signatureBase(request.method ?? "", path, timestamp, text)).digest("hex"));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? "/", "http://fake");
    const method = request.method ?? "GET";
    const text = await readText(request);
    let body: unknown;
    try {
      body = text === "" ? {} : JSON.parse(text);
    } catch {
      body = text;
    }
    const answer = (a: Answer) => {
      response.writeHead(a.status, a.body === undefined ? {} : { "content-type": "application/json" });
      response.end(a.body === undefined ? undefined : JSON.stringify(a.body));
    };
    const route = SHOPEEFOOD_ROUTES.map((r) => ({ r, match: r.method === method ? r.path.exec(url.pathname) : null })).find((m) => m.match !== null);
    if (route === undefined || route.match === null) {
      requests.push({ operation: null, method, path: url.pathname, body, valid: false, errors: ["No such operation"] });
      return answer({ status: 404, body: { message: "Not found" } });
    }
    const operation = route.r.operation;
    const errors = problemsOf(ShopeefoodContract[operation] as Schema.Codec<unknown>, body);
    requests.push({ operation, method, path: url.pathname, body, valid: errors.length === 0, errors });
    if (!signed(request, url.pathname, text)) return answer({ status: 401, body: { message: "Invalid signature" } });
    if (errors.length > 0) return answer({ status: 400, body: { message: "Invalid request", messages: errors } });
    const failure = failures.get(operation)?.shift();
    if (failure !== undefined) return answer(failure);
    return answer(handlers[operation](route.match.groups ?? {}, body as Json));
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    statuses,
    openingHours,
    specialHours,
    dishAvailability,
    acceptedMenus,
    published,
    replies,
    menuControl,
    connect: (webhooks: PartnerWebhooks) => {
      partner = webhooks;
    },
    /** Sends an order to the partner's order webhook. */
    submitOrder: (order: Json): Promise<PartnerAnswer> => {
      if (partner === null) throw new Error("The fake ShopeeFood is not connected to a partner");
      return partner("POST", SHOPEE_ORDER_WEBHOOK, order);
    },
    /** Pushes an order's state to the partner's order-state webhook. */
    pushOrderState: (state: typeof ShopeeOrderStateContract.Type): Promise<PartnerAnswer> => {
      if (partner === null) throw new Error("The fake ShopeeFood is not connected to a partner");
      return partner("POST", SHOPEE_ORDER_STATE_WEBHOOK, Schema.decodeUnknownSync(ShopeeOrderStateContract)(state));
    },
    settled: async (): Promise<void> => {
      while (flows.size > 0) await Promise.all([...flows]);
    },
    invalidRequests: () => requests.filter((r) => !r.valid),
    failNext: (operation: ShopeefoodOperation, status: number, message = "fake failure") => {
      failures.set(operation, [...(failures.get(operation) ?? []), { status, body: { message } }]);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error === undefined ? resolve() : reject(error)))),
  };
};

export type ShopeefoodFake = Awaited<ReturnType<typeof startShopeefoodFake>>;
