// The delivery sync figures of `npm run bench` (issue 17 item 2: "a 5,000-item GrabFood sync
// completes against the fake in < 60 s, honouring batch sizes and rate limits with backoff"):
// a menu of BENCH_DELIVERY_PRODUCTS (default 5,000) products imported in one sheet, on a
// restaurant connected to the local fake GrabFood and fake foodpanda, then
// - GrabFood's flow as it runs: our notification, Grab's pull of our get-menu webhook (over real
//   HTTP to the app listening on a local port), its sync-state webhooks, from the request to
//   SUCCESS: the total time, every request each way with the largest item count in one, and any
//   409 or 429 answer (a wait the flow would have to make);
// - foodpanda's push of the same menu (header, product batches, commit) through its reaction,
//   from the request to SUCCESS, then a second push of a changed menu at once: the two together
//   pass foodpanda's 60 requests a minute, so the client waits for its window (the waits shown).
// Prints figures, asserts nothing.
// Decisions: the app runs in this process on the memory store (tests/support/apiHarness.ts), as
// the menu figures do; every outgoing fetch of this process (our clients to the fakes, the fake
// GrabFood to our webhooks) is counted by a wrapper around fetch.
import { performance } from "node:perf_hooks";
import type { AddressInfo } from "node:net";
import { startFoodpandaFake } from "../../adapters/delivery/foodpanda/fake/foodpandaFake";
import { foodpandaClient } from "../../adapters/delivery/foodpanda/foodpandaClient";
import { startGrabfoodFake } from "../../adapters/delivery/grabfood/fake/grabfoodFake";
import { GET_MENU_WEBHOOK, httpPartnerWebhooks } from "../../adapters/delivery/grabfood/fake/grabfoodMenuSide";
import { grabfoodClient } from "../../adapters/delivery/grabfood/grabfoodClient";
import { signUp } from "../api/businessHarness";
import { startTestApp } from "../support/apiHarness";
import { csvOf } from "../support/menuSheets";

const TOKEN = "bench-grab-webhook-token";

interface Call {
  readonly to: "grabfood" | "foodpanda" | "our webhooks";
  readonly path: string;
  readonly status: number;
}

export interface SyncFigures {
  readonly totalMs: number;
  readonly status: string;
  /** Requests by what they were, in order of first use. */
  readonly requests: ReadonlyArray<{ readonly what: string; readonly count: number }>;
  /** The most items one request or answer carried. */
  readonly maxItems: number;
  readonly conflicts: number;
  readonly throttled: number;
  /** Waits the client made to keep under the rate or after a 429 (ms each). */
  readonly waitsMs: ReadonlyArray<number>;
}

export interface DeliverySyncFigures {
  readonly products: number;
  readonly importMs: number;
  readonly grab: SyncFigures;
  readonly pandaFirst: SyncFigures;
  readonly pandaSecond: SyncFigures;
}

const itemsIn = (menu: unknown): number =>
  ((menu as { categories?: Array<{ items?: unknown[] }> } | undefined)?.categories ?? []).reduce((n, c) => n + (c.items?.length ?? 0), 0);

const grouped = (calls: ReadonlyArray<Call>): SyncFigures["requests"] => {
  const counts = new Map<string, number>();
  for (const call of calls) {
    const what = `${call.to}: ${call.path}`;
    counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  return [...counts].map(([what, count]) => ({ what, count }));
};

export const measureDeliverySync = async (products: number): Promise<DeliverySyncFigures> => {
  const grab = await startGrabfoodFake();
  const panda = await startFoodpandaFake();
  const calls: Call[] = [];
  const waits: number[] = [];
  const originalFetch = globalThis.fetch;
  const hosts: ReadonlyArray<[string, Call["to"]]> = [[grab.url, "grabfood"], [panda.url, "foodpanda"]];
  globalThis.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const response = await originalFetch(input, init);
    const to = hosts.find(([base]) => url.startsWith(base))?.[1] ?? "our webhooks";
    // Ids in paths would make every batch its own line: name the route instead.
    const path = new URL(url).pathname.replace(/\/imports\/[^/]+/, "/imports/{id}").replace(/\/vendors\/[^/]+/, "/vendors/{code}").replace(/^\/api\/v2/, "");
    calls.push({ to, path: `${init?.method ?? "GET"} ${path}`, status: response.status });
    return response;
  };
  const sleep = (ms: number) => {
    waits.push(ms);
    return new Promise<void>((resolve) => setTimeout(resolve, ms));
  };
  const delivery = {
    grabfood: grabfoodClient({ baseUrl: grab.url }),
    grabfoodWebhookToken: TOKEN,
    foodpanda: foodpandaClient({ baseUrl: panda.url, sleep }),
  };
  const harness = await startTestApp({ rateLimits: { otpSendPerIp: { limit: 1000, windowSeconds: 600 } }, delivery });
  try {
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = harness.app.server.address() as AddressInfo;
    const webhooks = httpPartnerWebhooks(`http://127.0.0.1:${port}/api/v2`, TOKEN);
    let pulledItems = 0;
    grab.menuSync.connect(async (method, path, body) => {
      const answer = await webhooks(method, path, body);
      if (path.startsWith(GET_MENU_WEBHOOK)) pulledItems = Math.max(pulledItems, itemsIn((answer.body as { data?: unknown } | undefined)?.data ?? answer.body));
      return answer;
    });

    const owner = await signUp(harness, "+60123999101");
    const business = await owner.ok("POST", "/businesses", { name: "Bench Delivery", url: "bench-delivery" });
    const restaurantId = String((await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "Bench Delivery 1" } })).id);
    const week = Array.from({ length: 7 }, () => ({ enable: true, hours: [{ start: "08:00", end: "22:00" }] }));
    await owner.ok("PUT", `/restaurants/${restaurantId}/in-house-delivery`, { enable: true, maxDistanceKm: 5, minimumOrder: 10, deliveryFee: 5, freeDeliveryFrom: null, operatingHours: week });
    const credentials = { _id: restaurantId, enabled: true, clientId: "bench-client", clientSecret: "bench-secret" };
    await owner.ok("PUT", `/delivery/grabfood/setting/${restaurantId}`, { ...credentials, merchantID: "bench-merchant" });
    await owner.ok("PUT", `/delivery/foodpanda/setting/${restaurantId}`, { ...credentials, vendorCode: "bench-vendor" });
    const path = `/restaurants/${restaurantId}/menu-v3`;
    const rows = Array.from({ length: products }, (_, i) => [`D${i}`, `Delivery product ${i}`, `Category ${i % 40}`, `${(i % 90) + 1}.90`]);
    const content = Buffer.from(csvOf([["Code", "Name", "Category", "Price"], ...rows])).toString("base64");
    const importStart = performance.now();
    await owner.ok("PUT", `${path}/import`, { fileName: "delivery.csv", content });
    const importMs = performance.now() - importStart;

    const measureSync = async (platform: "grabfood" | "foodpanda", settle: () => Promise<void>): Promise<SyncFigures> => {
      calls.length = 0;
      waits.length = 0;
      pulledItems = 0;
      const sent = panda.requests.length;
      const start = performance.now();
      await owner.ok("PUT", `/delivery/${platform}/menu-sync/${restaurantId}`);
      await settle();
      const totalMs = performance.now() - start;
      const { status } = await owner.ok("GET", `/delivery/${platform}/menu-sync/${restaurantId}`);
      const batches = panda.requests.slice(sent).map((r) => ((r.body as { products?: unknown[] } | undefined)?.products ?? []).length);
      return {
        totalMs, status, requests: grouped(calls), maxItems: Math.max(pulledItems, ...batches),
        conflicts: calls.filter((c) => c.status === 409).length, throttled: calls.filter((c) => c.status === 429).length, waitsMs: [...waits],
      };
    };

    const grabFigures = await measureSync("grabfood", () => grab.menuSync.settled());
    const pandaFirst = await measureSync("foodpanda", () => harness.reactions.drain());
    const product = (await owner.ok("GET", path)).product[0];
    await owner.ok("PUT", path, { module: "product", operation: "update", data: { ...product, price: { ...product.price, amount: product.price.amount + 100 } } });
    const pandaSecond = await measureSync("foodpanda", () => harness.reactions.drain());
    return { products, importMs, grab: grabFigures, pandaFirst, pandaSecond };
  } finally {
    globalThis.fetch = originalFetch;
    await harness.app.close();
    await grab.close();
    await panda.close();
  }
};

export const printDeliverySyncFigures = (f: DeliverySyncFigures, machine: string): void => {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`\nDelivery menu sync of ${f.products.toLocaleString("en-US")} products against the local fakes, in-process memory store (import ${s(f.importMs)}); ${machine}\n`);
  console.log("| sync                                  | request → SUCCESS | status  | requests | most items in one | 409 | 429 | client waits | goal   |");
  console.log("|---------------------------------------|------------------:|---------|---------:|------------------:|----:|----:|--------------|--------|");
  const row = (label: string, g: SyncFigures, goal: string) => {
    const requests = g.requests.reduce((n, r) => n + r.count, 0);
    const waits = g.waitsMs.length === 0 ? "none" : `${g.waitsMs.length}, ${s(g.waitsMs.reduce((a, b) => a + b, 0))}`;
    console.log(`| ${label.padEnd(37)} | ${s(g.totalMs).padStart(17)} | ${g.status.padEnd(7)} | ${String(requests).padStart(8)} | ${g.maxItems.toLocaleString("en-US").padStart(17)} | ${String(g.conflicts).padStart(3)} | ${String(g.throttled).padStart(3)} | ${waits.padEnd(12)} | ${goal.padEnd(6)} |`);
  };
  row("GrabFood (notify, pull, webhooks)", f.grab, "< 60 s");
  row("foodpanda push (fresh minute)", f.pandaFirst, "");
  row("foodpanda push again at once", f.pandaSecond, "");
  for (const [label, g] of [["GrabFood", f.grab], ["foodpanda, first push", f.pandaFirst], ["foodpanda, second push", f.pandaSecond]] as const) {
    console.log(`\n${label}: ${g.requests.map((r) => `${r.count} × ${r.what}`).join("; ")}`);
  }
};
