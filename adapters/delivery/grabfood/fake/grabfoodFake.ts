// A local GrabFood partner for tests and development, driven by GrabFood's own OpenAPI file
// (../contract/grabfood-openapi.yaml, MIT, copied from ../shared/partners): openapi-backend
// routes each request to its operation and validates it (path, query, headers, body) against the
// contract, so a request our client builds wrong is answered 400 and recorded as invalid.
// It implements what our client calls: the OAuth token, store pause, opening hours, special opening hours, an item's
// availability (update-menu), menu notification, the campaigns (create, update, list, delete) and an order's accept/reject and
// mark-ready, keeping their state in memory;
// a menu notification starts GrabFood's side of the sync (grabfoodMenuSide.ts), which pulls our
// menu and pushes its states to our webhooks once `menuSync.connect(...)` says how to reach us;
// its order side (grabfoodOrderSide.ts) submits orders and pushes their states the same way.
// Tests steer it: `failNext(operationId, status, message)` makes the next call of an operation
// fail, `delayMs` slows every answer, `requests` records every call (operation, body, validity).
// Decisions: any client id and secret get a token unless `clients` lists the accepted ones;
// campaigns created through the API are `createdBy: "Partner"`; a campaign whose end time has
// not passed is `ongoing` when started, else `upcoming`.
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type Context, OpenAPIBackend, type Request as ApiRequest } from "openapi-backend";
import { GRABFOOD_CONTRACT } from "./grabfoodContract";
import { grabfoodMenuSide } from "./grabfoodMenuSide";
import { grabfoodOrderSide } from "./grabfoodOrderSide";

export { GRABFOOD_CONTRACT };

export interface RecordedRequest {
  readonly operationId: string | null;
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

type Json = Record<string, unknown>;

export interface GrabfoodFakeOptions {
  /** Accepted client ids and their secrets; any pair is accepted when absent. */
  readonly clients?: Readonly<Record<string, string>>;
  /** The clock of `ongoing`/`upcoming` campaigns (ms since the epoch). */
  readonly now?: () => number;
  /** Campaigns the fake starts with (the demo's), each with its id and creator. */
  readonly campaigns?: ReadonlyArray<Readonly<Record<string, unknown>> & { readonly id: string }>;
  /** Items the fake starts with marked unavailable (those our record says GrabFood has so). */
  readonly unavailableItems?: ReadonlyArray<{ readonly merchantID: string; readonly itemID: string }>;
}

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

export const startGrabfoodFake = async (options: GrabfoodFakeOptions = {}) => {
  const now = options.now ?? (() => Date.now());
  const requests: RecordedRequest[] = [];
  const failures = new Map<string, Answer[]>();
  const tokens = new Set<string>();
  const campaigns = new Map<string, Json>((options.campaigns ?? []).map((campaign) => [campaign.id, { ...campaign }]));
  const pauses = new Map<string, Json>();
  const openingHours = new Map<string, Json>();
  /** Each merchant's special opening hours as last pushed (update-store-special-hour replaces them). */
  const specialHours = new Map<string, Json>();
  const menuNotifications: string[] = [];
  /** Each item's availability as GrabFood has it, by `{merchantID}:{itemID}`. */
  const itemAvailability = new Map<string, string>((options.unavailableItems ?? []).map(({ merchantID, itemID }) => [`${merchantID}:${itemID}`, "UNAVAILABLE"]));
  const menuSync = grabfoodMenuSide();
  const orders = grabfoodOrderSide();
  let nextId = 1;
  const control = { delayMs: 0 };

  const authorised = (c: Context): boolean => {
    const header = c.request.headers.authorization;
    const token = typeof header === "string" ? header.replace(/^Bearer /, "") : "";
    return tokens.has(token);
  };
  const guarded = (handler: (c: Context) => Answer) => (c: Context): Answer => (authorised(c) ? handler(c) : { status: 401, body: { message: "Unauthorized" } });
  const body = (c: Context): Json => (c.request.requestBody ?? {}) as Json;

  const api = new OpenAPIBackend({
    definition: GRABFOOD_CONTRACT,
    // GrabFood's file writes response keys "4xx"/"2xx", which strict OpenAPI 3.0 refuses: skip the
    // definition check (requests are still validated against its schemas).
    quick: true,
    handlers: {
      "get-oauth-grab": (c: Context): Answer => {
        const { client_id: id, client_secret: secret } = body(c) as { client_id: string; client_secret: string };
        if (options.clients !== undefined && options.clients[id] !== secret) return { status: 401, body: { message: "invalid client" } };
        const token = `fake-token-${id}-${tokens.size + 1}`;
        tokens.add(token);
        return { status: 200, body: { access_token: token, token_type: "Bearer", expires_in: 604799 } };
      },
      "pause-store": guarded((c) => {
        const request = body(c);
        pauses.set(String(request.merchantID), request);
        return { status: 204 };
      }),
      "update-store-delivery-hour": guarded((c) => {
        openingHours.set(String(c.request.params.merchantID), body(c));
        return { status: 200, body: { closeImmediately: false, orderCount: 0, scheduledOrderCount: 0, errorReasons: null } };
      }),
      "update-store-special-hour": guarded((c) => {
        specialHours.set(String(c.request.params.merchantID), body(c));
        return { status: 200, body: { closeImmediately: false, orderCount: 0, scheduledOrderCount: 0, errorReasons: null } };
      }),
      "update-menu": guarded((c) => {
        const request = body(c);
        itemAvailability.set(`${String(request.merchantID)}:${String(request.id)}`, String(request.availableStatus));
        return { status: 204 };
      }),
      "update-menu-notification": guarded((c) => {
        const merchantID = String(body(c).merchantID);
        menuNotifications.push(merchantID);
        return { status: 204, headers: { "x-job-id": menuSync.start(merchantID) } };
      }),
      "create-campaign": guarded((c) => {
        const id = `${String(body(c).merchantID)}-FAKE-${nextId++}`;
        campaigns.set(id, { ...body(c), id, createdBy: "Partner" });
        return { status: 200, body: { id } };
      }),
      "update-campaign": guarded((c) => {
        const id = String(c.request.params.campaign_id);
        const existing = campaigns.get(id);
        if (existing === undefined) return { status: 404, body: { reason: "not_found", message: "campaign not found" } };
        campaigns.set(id, { ...body(c), id, createdBy: existing.createdBy });
        return { status: 204 };
      }),
      "list-campaign": guarded((c) => {
        const merchantID = String(c.request.query.merchantID);
        const mine = [...campaigns.values()].filter((campaign) => campaign.merchantID === merchantID);
        const started = (campaign: Json) => Date.parse(String((campaign.conditions as Json).startTime)) <= now();
        return { status: 200, body: { ongoing: mine.filter(started), upcoming: mine.filter((campaign) => !started(campaign)) } };
      }),
      "delete-campaign": guarded((c) => {
        const id = String(c.request.params.campaign_id);
        if (!campaigns.delete(id)) return { status: 404, body: { reason: "not_found", message: "campaign not found" } };
        return { status: 204 };
      }),
      "accept-reject-order": guarded((c) => {
        const { orderID, toState } = body(c) as { orderID: string; toState: string };
        orders.replies.push({ orderID, toState });
        return { status: 204 };
      }),
      "mark-order-ready": guarded((c) => {
        orders.markedReady.push(String(body(c).orderID));
        return { status: 204 };
      }),
      validationFail: (c: Context): Answer => ({
        status: 400,
        body: { reason: "invalid_argument", message: (c.validation.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ""}`.trim()).join("; ") },
      }),
      notFound: (): Answer => ({ status: 404, body: { message: "Not found" } }),
      notImplemented: (): Answer => ({ status: 501, body: { message: "Not implemented by the fake" } }),
    },
  });
  await api.init();

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? "/", "http://fake");
    const apiRequest: ApiRequest = {
      method: request.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers as ApiRequest["headers"],
      body: await readBody(request),
    };
    const operation = api.matchOperation(apiRequest);
    const operationId = operation?.operationId ?? null;
    const validation = operation === undefined ? null : api.validateRequest(apiRequest, operation);
    const errors = (validation?.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ""}`.trim());
    requests.push({ operationId, method: apiRequest.method, path: apiRequest.path, body: apiRequest.body, valid: validation?.valid ?? false, errors });
    if (control.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, control.delayMs));
    const failure = operationId === null ? undefined : failures.get(operationId)?.shift();
    const answer: Answer = failure ?? ((await api.handleRequest(apiRequest)) as Answer);
    response.writeHead(answer.status, { ...(answer.body === undefined ? {} : { "content-type": "application/json" }), ...answer.headers });
    response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
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
    campaigns,
    pauses,
    openingHours,
    specialHours,
    menuNotifications,
    itemAvailability,
    /** GrabFood's side of menu syncs: its control, the menus it accepted, its jobs. */
    menuSync,
    /** GrabFood's side of orders: submits and pushes to us, and our answers it received. */
    orders,
    /** The requests the contract refused. */
    invalidRequests: () => requests.filter((r) => !r.valid),
    /** The next call of `operationId` answers `status` with `message` (queued, one per call). */
    failNext: (operationId: string, status: number, message = "fake failure") => {
      failures.set(operationId, [...(failures.get(operationId) ?? []), { status, body: { reason: "fake", message } }]);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error === undefined ? resolve() : reject(error)))),
  };
};

export type GrabfoodFake = Awaited<ReturnType<typeof startGrabfoodFake>>;
