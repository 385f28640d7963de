// The ShopeeFood partner client (domain/delivery/deliveryPartner.ts, domain/orders/orderPartner.ts)
// over our contract of ShopeeFood's API (contract/shopeefoodContract.ts): the menu sync request
// (ShopeeFood then pulls our menu), store status, opening hours and the answer to an order.
// Decisions where ShopeeFood is silent:
// - Every request is signed with the connection's client secret (HMAC-SHA256, the contract's
//   signature base) and names the client id; the secret never travels.
// - Base URL from the server's environment (SHOPEEFOOD_BASE_URL), never from a setting; every
//   call times out after 10 s; a failure is a PartnerError with ShopeeFood's status, message and
//   reasons (`messages`), status 0 when it cannot be reached.
import { createHmac } from "node:crypto";
import type { DeliveryPartner, PartnerStore, PullMenuPartner } from "../../../domain/delivery/deliveryPartner";
import { PartnerError } from "../../../domain/delivery/deliveryPartner";
import { GRAB_DAYS } from "../../../domain/delivery/openingHoursPush";
import type { PauseDuration } from "../../../domain/delivery/storeStatus";
import type { OrderPartner } from "../../../domain/orders/orderPartner";
import { signatureBase } from "./contract/shopeefoodContract";

export interface ShopeefoodClientOptions {
  readonly baseUrl: string;
  readonly timeoutMs?: number;
  readonly now?: () => number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const REOPEN_MINUTES: Readonly<Record<PauseDuration, number>> = { "30m": 30, "1h": 60, "24h": 1440 };

const failureOf = (body: unknown, status: number): PartnerError => {
  const answer = (typeof body === "object" && body !== null ? body : {}) as { message?: unknown; messages?: unknown };
  const message = typeof answer.message === "string" ? `ShopeeFood: ${answer.message}` : `ShopeeFood answered ${status}`;
  const reasons = Array.isArray(answer.messages) ? answer.messages.filter((e): e is string => typeof e === "string") : [];
  return new PartnerError(message, status, reasons);
};

export const shopeefoodClient = (options: ShopeefoodClientOptions): DeliveryPartner & PullMenuPartner & OrderPartner => {
  const now = options.now ?? (() => Date.now());
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const call = async (store: PartnerStore, method: "POST" | "PUT", path: string, body: unknown): Promise<unknown> => {
    const text = JSON.stringify(body);
    const timestamp = String(now());
    const signature = createHmac("sha256", store.clientSecret).update(signatureBase(method, path, timestamp, text)).digest("hex");
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: { "content-type": "application/json", "x-partner-id": store.clientId, "x-timestamp": timestamp, "x-signature": signature },
        body: text,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PartnerError(`ShopeeFood could not be reached: ${error instanceof Error ? error.message : String(error)}`, 0);
    }
    const answer = await response.text();
    const parsed: unknown = answer === "" ? undefined : JSON.parse(answer);
    if (!response.ok) throw failureOf(parsed, response.status);
    return parsed;
  };

  const store = (s: PartnerStore) => `/open/v1/stores/${encodeURIComponent(s.storeRef)}`;

  return {
    notifyMenu: async (s) => ((await call(s, "POST", `${store(s)}/menu/sync-requests`, {})) as { taskId: string }).taskId,
    pauseStore: async (s, pause) => {
      await call(s, "PUT", `${store(s)}/status`, pause.isPause ? { isOpen: false, reopenInMinutes: REOPEN_MINUTES[pause.duration] } : { isOpen: true });
    },
    pushOpeningHours: async (s, hours) => {
      const weekly = GRAB_DAYS.map((day, weekday) => ({ weekday, ranges: hours[day].map((p) => ({ start: p.startTime, end: p.endTime })) })).filter((d) => d.ranges.length > 0);
      await call(s, "PUT", `${store(s)}/opening-hours`, { weekly });
    },
    pushSpecialHours: async (s, hours) => {
      const special = hours.map((h) => ({
        startDate: h.startDate, endDate: h.endDate, note: h.description, isOpen: h.openPeriodType !== "ClosedAllDay",
        ranges: h.openPeriodType === "OpenAllDay" ? [{ start: "00:00", end: "23:59" }] : h.periods.map((p) => ({ start: p.startTime, end: p.endTime })),
      }));
      await call(s, "PUT", `${store(s)}/special-hours`, { special });
    },
    setItemsAvailability: async (s, itemIds, available) => {
      await call(s, "PUT", `${store(s)}/dishes/availability`, { dishes: itemIds.map((id) => ({ id, isAvailable: available })) });
    },
    replyToOrder: async (s, orderId, toState) => {
      await call(s, "POST", `/open/v1/orders/${encodeURIComponent(orderId)}/${toState === "Accepted" ? "confirm" : "reject"}`, { storeId: s.storeRef });
    },
  };
};
