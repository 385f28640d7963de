// The foodpanda partner client (domain/delivery/deliveryPartner.ts, domain/orders/orderPartner.ts)
// over our contract of foodpanda's API (contract/foodpandaContract.ts): store pause, opening hours,
// products' availability ("86", 100 a request),
// the catalog push (header, product batches of 100, commit) and the answer to an order.
// foodpanda blocks above 60 requests a minute per client: the client keeps under it by itself
// (a sliding window per client id, each request counted from when its answer came: a request
// that would be the 61st in a minute waits for the oldest to leave the window) and, answered 429
// anyway (another process using the same credentials), waits Retry-After (else 1 s doubling to
// 60 s) and tries again, up to `maxRetries` times; then the 429 is the PartnerError.
// Decisions where foodpanda is silent:
// - Credentials are HTTP Basic: the connection's client id and secret.
// - The push's Idempotency-Key is our sync id: pushing the same sync again (a retry) reopens the
//   same import and commits it once; an import foodpanda already applied is not sent again.
// - Base URL from the server's environment (FOODPANDA_BASE_URL), never from a setting; every call
//   times out after 10 s; a failure is a PartnerError with foodpanda's status, message and
//   reasons (`errors`), status 0 when it cannot be reached.
import type { DeliveryPartner, PartnerStore, PushMenuPartner } from "../../../domain/delivery/deliveryPartner";
import { PartnerError } from "../../../domain/delivery/deliveryPartner";
import { FOODPANDA_BATCH_SIZE, type FoodpandaCatalog } from "../../../domain/delivery/foodpanda/foodpandaMenu";
import { GRAB_DAYS } from "../../../domain/delivery/openingHoursPush";
import type { PauseDuration } from "../../../domain/delivery/storeStatus";
import type { OrderPartner } from "../../../domain/orders/orderPartner";

export interface FoodpandaClientOptions {
  readonly baseUrl: string;
  readonly timeoutMs?: number;
  readonly requestsPerMinute?: number;
  readonly maxRetries?: number;
  /** The clock and the wait (tests pass a fake pair so no minute really passes). */
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const WINDOW_MS = 60_000;
const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 60_000;
const CLOSED_MINUTES: Readonly<Record<PauseDuration, number>> = { "30m": 30, "1h": 60, "24h": 1440 };

type Method = "GET" | "POST" | "PUT";

const failureOf = (body: unknown, status: number): PartnerError => {
  const answer = (typeof body === "object" && body !== null ? body : {}) as { message?: unknown; errors?: unknown };
  const message = typeof answer.message === "string" ? `foodpanda: ${answer.message}` : `foodpanda answered ${status}`;
  const reasons = Array.isArray(answer.errors) ? answer.errors.filter((e): e is string => typeof e === "string") : [];
  return new PartnerError(message, status, reasons);
};

export const foodpandaClient = (options: FoodpandaClientOptions): DeliveryPartner & PushMenuPartner & OrderPartner => {
  const now = options.now ?? (() => Date.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const perMinute = options.requestsPerMinute ?? 60;
  const maxRetries = options.maxRetries ?? 6;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  /** Each client's requests of the last minute, each counted from when its answer came: foodpanda
   *  counts it from its arrival, which is earlier, so a slot is never free here before it is there. */
  const sent = new Map<string, Array<{ at: number }>>();

  /** Waits until one more request of `clientId` stays within the rate, then counts it. */
  const takeSlot = async (clientId: string): Promise<{ at: number }> => {
    for (;;) {
      const at = now();
      const recent = (sent.get(clientId) ?? []).filter((slot) => slot.at > at - WINDOW_MS);
      sent.set(clientId, recent);
      if (recent.length < perMinute) {
        const slot = { at };
        recent.push(slot);
        return slot;
      }
      await sleep(Math.min(...recent.map((slot) => slot.at)) + WINDOW_MS - at + 1);
    }
  };

  const once = async (store: PartnerStore, method: Method, path: string, body: unknown, headers: Record<string, string>) => {
    const slot = await takeSlot(store.clientId);
    try {
      return await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          "content-type": "application/json",
          authorization: `Basic ${Buffer.from(`${store.clientId}:${store.clientSecret}`).toString("base64")}`,
          ...headers,
        },
        body: JSON.stringify(body ?? {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PartnerError(`foodpanda could not be reached: ${error instanceof Error ? error.message : String(error)}`, 0);
    } finally {
      slot.at = now();
    }
  };

  const call = async (store: PartnerStore, method: Method, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<unknown> => {
    for (let attempt = 0; ; attempt += 1) {
      const response = await once(store, method, path, body, headers);
      const text = await response.text();
      const parsed: unknown = text === "" ? undefined : JSON.parse(text);
      if (response.ok) return parsed;
      if (response.status !== 429 || attempt >= maxRetries) throw failureOf(parsed, response.status);
      const retryAfter = Number(response.headers.get("retry-after"));
      await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** attempt));
    }
  };

  const vendor = (store: PartnerStore) => `/v2/vendors/${encodeURIComponent(store.storeRef)}`;

  const pushMenu = async (store: PartnerStore, catalog: FoodpandaCatalog, importKey: string): Promise<string> => {
    const opened = (await call(store, "POST", `${vendor(store)}/catalog/imports`, catalog.header, { "idempotency-key": importKey })) as { importId: string; status: string };
    if (opened.status === "APPLIED") return opened.importId;
    const imported = `${vendor(store)}/catalog/imports/${encodeURIComponent(opened.importId)}`;
    for (let start = 0, batch = 0; start < catalog.products.length; start += FOODPANDA_BATCH_SIZE, batch += 1) {
      await call(store, "PUT", `${imported}/products`, { batch, products: catalog.products.slice(start, start + FOODPANDA_BATCH_SIZE) });
    }
    await call(store, "POST", `${imported}/commit`, {});
    return opened.importId;
  };

  return {
    pauseStore: async (store, pause) => {
      await call(store, "PUT", `${vendor(store)}/availability`, pause.isPause ? { available: false, closedForMinutes: CLOSED_MINUTES[pause.duration] } : { available: true });
    },
    pushOpeningHours: async (store, hours) => {
      const openings = GRAB_DAYS.flatMap((day) => hours[day].map((p) => ({ day, from: p.startTime, to: p.endTime })));
      await call(store, "PUT", `${vendor(store)}/opening-hours`, { openings });
    },
    pushSpecialHours: async (store, hours) => {
      const specialDays = hours.map((h) => ({ from: h.startDate, to: h.endDate, label: h.description, closed: h.openPeriodType === "ClosedAllDay", openings: h.openPeriodType === "OpenAllDay" ? [{ from: "00:00", to: "23:59" }] : h.periods.map((p) => ({ from: p.startTime, to: p.endTime })) }));
      await call(store, "PUT", `${vendor(store)}/special-days`, { specialDays });
    },
    setItemsAvailability: async (store, itemIds, available) => {
      for (let start = 0; start < itemIds.length; start += FOODPANDA_BATCH_SIZE) {
        await call(store, "PUT", `${vendor(store)}/products/availability`, { products: itemIds.slice(start, start + FOODPANDA_BATCH_SIZE).map((id) => ({ id, available })) });
      }
    },
    pushMenu,
    replyToOrder: async (store, orderId, toState) => {
      await call(store, "PUT", `/v2/orders/${encodeURIComponent(orderId)}/status`, { vendorCode: store.storeRef, status: toState === "Accepted" ? "ACCEPTED" : "REJECTED" });
    },
  };
};
