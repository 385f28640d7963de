// A local foodpanda partner for tests and development, following our contract of its API
// (../contract/foodpandaContract.ts): every request is routed and its body validated against the
// contract (a request our client builds wrong is answered 400 and recorded as invalid), and the
// fake keeps in memory what foodpanda would: each vendor's availability (pause), opening hours,
// each product's availability ("86"),
// catalog imports and the catalog it applied, and our answers to its orders (foodpandaOrders.ts
// sends it orders).
// A catalog import is created from its header (the same Idempotency-Key answers the same import,
// so a repeated push applies once), filled with product batches, then committed: the commit
// checks that every announced product came and applies the catalog at once.
// foodpanda blocks above `control.requestsPerMinute` (60) requests a minute per client: 429 with
// Retry-After, seconds until the oldest request of the window leaves it.
// Tests steer it: `control.outcome` "accept" (default), "reject" (the commit answers 422 with
// `rejectReasons`) or "failHalfway" (every product came, then the commit answers 500 and the
// import is dropped: nothing is applied); `failNext(operation, status, message)`; `delayMs` slows every answer; `requests`
// records every call.
// Decisions: any client id and secret are accepted unless `clients` lists the accepted ones
// (HTTP Basic); the clock is `now` (tests share a fake one with the client).
import { randomUUID } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Result, Schema } from "effect";
import { FOODPANDA_ROUTES, FoodpandaContract, type FoodpandaOperation } from "../contract/foodpandaContract";
import { foodpandaOrderSide } from "./foodpandaOrders";

export interface FoodpandaRequest {
  readonly operation: FoodpandaOperation | null;
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly valid: boolean;
  readonly errors: ReadonlyArray<string>;
}

interface Answer {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface FoodpandaFakeOptions {
  readonly clients?: Readonly<Record<string, string>>;
  readonly now?: () => number;
}

type Json = Record<string, unknown>;
/** An import's products by batch number: a batch sent again replaces itself. */
type Import = { readonly importId: string; readonly vendorCode: string; readonly header: Json; readonly batches: Map<number, Json[]>; status: "OPEN" | "APPLIED" | "DROPPED" };
const productsOf = (open: Import): Json[] => [...open.batches.entries()].sort(([a], [b]) => a - b).flatMap(([, products]) => products);

const WINDOW_MS = 60_000;
export const FOODPANDA_HALF_WAY_FAILURE = "Catalog import aborted, please push the catalog again";

const readBody = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const clientOf = (header: string | undefined): { id: string; secret: string } | null => {
  if (header === undefined || !header.startsWith("Basic ")) return null;
  const decoded = Buffer.from(header.slice("Basic ".length), "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 1 ? null : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
};

export const startFoodpandaFake = async (options: FoodpandaFakeOptions = {}) => {
  const now = options.now ?? (() => Date.now());
  const requests: FoodpandaRequest[] = [];
  const failures = new Map<FoodpandaOperation, Answer[]>();
  const windows = new Map<string, number[]>();
  const availability = new Map<string, Json>();
  const openingHours = new Map<string, Json>();
  /** Each vendor's special days as last pushed. */
  const specialDays = new Map<string, Json>();
  /** Each product's availability as foodpanda has it, by `{vendorCode}:{productId}`. */
  const productAvailability = new Map<string, boolean>();
  const imports = new Map<string, Import>();
  const importKeys = new Map<string, string>();
  /** What foodpanda has, per vendor: the last catalog it applied. */
  const catalogs = new Map<string, { readonly header: Json; readonly products: ReadonlyArray<Json> }>();
  /** Every catalog applied, in order (a double publish shows twice). */
  const published: Array<{ readonly vendorCode: string; readonly importId: string }> = [];
  const orders = foodpandaOrderSide();
  const control: { delayMs: number; requestsPerMinute: number; outcome: "accept" | "reject" | "failHalfway"; rejectReasons: string[] } = {
    delayMs: 0, requestsPerMinute: 60, outcome: "accept", rejectReasons: ['Product "Iced Latte": the price is below the category minimum'],
  };

  /** Answers 429 when the client is over its rate, else counts the request. */
  const throttled = (clientId: string): Answer | null => {
    const at = now();
    const recent = (windows.get(clientId) ?? []).filter((t) => t > at - WINDOW_MS);
    windows.set(clientId, recent);
    if (recent.length >= control.requestsPerMinute) {
      const retryAfter = Math.max(1, Math.ceil(((recent[0] ?? at) + WINDOW_MS - at) / 1000));
      return { status: 429, headers: { "retry-after": String(retryAfter) }, body: { message: "Too many requests" } };
    }
    recent.push(at);
    return null;
  };

  const handlers: Record<FoodpandaOperation, (params: Record<string, string>, body: Json, headers: IncomingMessage["headers"]) => Answer> = {
    availability: ({ vendorCode = "" }, body) => {
      availability.set(vendorCode, body);
      return { status: 204 };
    },
    openingHours: ({ vendorCode = "" }, body) => {
      openingHours.set(vendorCode, body);
      return { status: 204 };
    },
    specialDays: ({ vendorCode = "" }, body) => {
      specialDays.set(vendorCode, body);
      return { status: 204 };
    },
    catalogHeader: ({ vendorCode = "" }, body, headers) => {
      const key = typeof headers["idempotency-key"] === "string" ? `${vendorCode}:${headers["idempotency-key"]}` : null;
      const known = key === null ? undefined : imports.get(importKeys.get(key) ?? "");
      if (known !== undefined && known.status !== "DROPPED") return { status: 200, body: { importId: known.importId, status: known.status } };
      const created: Import = { importId: randomUUID(), vendorCode, header: body, batches: new Map(), status: "OPEN" };
      imports.set(created.importId, created);
      if (key !== null) importKeys.set(key, created.importId);
      return { status: 201, body: { importId: created.importId, status: created.status } };
    },
    productBatch: ({ vendorCode, importId = "" }, body) => {
      const open = imports.get(importId);
      if (open === undefined || open.vendorCode !== vendorCode || open.status === "DROPPED") return { status: 404, body: { message: "Import not found" } };
      if (open.status === "APPLIED") return { status: 409, body: { message: "Import already applied" } };
      open.batches.set(Number(body.batch), body.products as Json[]);
      return { status: 204 };
    },
    commit: ({ vendorCode = "", importId = "" }) => {
      const open = imports.get(importId);
      if (open === undefined || open.vendorCode !== vendorCode || open.status === "DROPPED") return { status: 404, body: { message: "Import not found" } };
      if (open.status === "APPLIED") return { status: 200, body: { importId, status: "APPLIED" } };
      const products = productsOf(open);
      if (products.length !== open.header.productCount) {
        return { status: 422, body: { message: "The catalog was refused", errors: [`Expected ${String(open.header.productCount)} products, received ${products.length}`] } };
      }
      if (control.outcome === "failHalfway") {
        open.status = "DROPPED";
        return { status: 500, body: { message: FOODPANDA_HALF_WAY_FAILURE } };
      }
      if (control.outcome === "reject") return { status: 422, body: { message: "The catalog was refused", errors: control.rejectReasons } };
      open.status = "APPLIED";
      catalogs.set(vendorCode, { header: open.header, products });
      published.push({ vendorCode, importId });
      return { status: 200, body: { importId, status: "APPLIED" } };
    },
    productAvailability: ({ vendorCode = "" }, body) => {
      for (const product of body.products as Array<{ id: string; available: boolean }>) productAvailability.set(`${vendorCode}:${product.id}`, product.available);
      return { status: 204 };
    },
    orderStatus: ({ orderId = "" }, body) => {
      orders.replies.push({ orderId, vendorCode: String(body.vendorCode), status: String(body.status) });
      return { status: 204 };
    },
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? "/", "http://fake");
    const method = request.method ?? "GET";
    const body = await readBody(request);
    const route = FOODPANDA_ROUTES.map((r) => ({ r, match: r.method === method ? r.path.exec(url.pathname) : null })).find((m) => m.match !== null);
    const answer = (a: Answer) => {
      response.writeHead(a.status, { ...(a.body === undefined ? {} : { "content-type": "application/json" }), ...a.headers });
      response.end(a.body === undefined ? undefined : JSON.stringify(a.body));
    };
    if (route === undefined || route.match === null) {
      requests.push({ operation: null, method, path: url.pathname, body, valid: false, errors: ["No such operation"] });
      return answer({ status: 404, body: { message: "Not found" } });
    }
    const operation = route.r.operation;
    const decoded = Schema.decodeUnknownResult(FoodpandaContract[operation] as Schema.Codec<unknown>)(body ?? {}, { errors: "all" });
    const errors = Result.isSuccess(decoded) ? [] : [String(decoded.failure)];
    requests.push({ operation, method, path: url.pathname, body, valid: errors.length === 0, errors });
    if (control.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, control.delayMs));
    const client = clientOf(request.headers.authorization);
    if (client === null || (options.clients !== undefined && options.clients[client.id] !== client.secret)) return answer({ status: 401, body: { message: "Invalid credentials" } });
    const limited = throttled(client.id);
    if (limited !== null) return answer(limited);
    if (errors.length > 0) return answer({ status: 400, body: { message: "Invalid request", errors } });
    const failure = failures.get(operation)?.shift();
    if (failure !== undefined) return answer(failure);
    return answer(handlers[operation](route.match.groups ?? {}, body as Json, request.headers));
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
    control,
    availability,
    openingHours,
    specialDays,
    productAvailability,
    imports,
    catalogs,
    published,
    /** foodpanda's side of orders: sends orders to us, keeps our answers. */
    orders,
    invalidRequests: () => requests.filter((r) => !r.valid),
    /** The next call of `operation` answers `status` with `message` (queued, one per call). */
    failNext: (operation: FoodpandaOperation, status: number, message = "fake failure", errors: ReadonlyArray<string> = []) => {
      failures.set(operation, [...(failures.get(operation) ?? []), { status, body: { message, errors } }]);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error === undefined ? resolve() : reject(error)))),
  };
};

export type FoodpandaFake = Awaited<ReturnType<typeof startFoodpandaFake>>;
