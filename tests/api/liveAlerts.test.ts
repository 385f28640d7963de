// The live-updates channel (spec 1 §6: new-order alerts for admin or staff users with a
// selected country), over a real socket.io connection to the listening app: refused without a
// token and for a business owner; a staff user of the order's country receives the alert, one
// of another country does not; the client reconnects to a restarted server and hears it.
import type { FastifyInstance } from "fastify";
import { type Socket, io } from "socket.io-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../adapters/server/app";
import type { NewOrderAlert } from "../../adapters/server/live/liveAlerts";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";
import { login } from "../support/apiHarness";

const KL = { line1: "1 Jalan Telawi", city: "Kuala Lumpur", postcode: "59100", state: "WP Kuala Lumpur", country: "MY" };
const SG = { line1: "1 Orchard Road", city: "Singapore", postcode: "238824", state: "Singapore", country: "SG" };

let harness: Harness;
let url: string;
let port: number;
const sockets: Socket[] = [];
const apps: FastifyInstance[] = [];

const listen = async (app: FastifyInstance, at = 0): Promise<void> => {
  await app.listen({ port: at, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  port = address.port;
  url = `http://127.0.0.1:${port}`;
};

const connect = (auth: Record<string, unknown>): Socket => {
  const socket = io(url, { auth, transports: ["websocket"], reconnectionDelay: 50, reconnectionDelayMax: 200, forceNew: true });
  sockets.push(socket);
  return socket;
};

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", (error) => reject(error));
  });

const refusal = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.once("connect_error", (error) => resolve(error.message));
  });

const collect = (socket: Socket): NewOrderAlert[] => {
  const alerts: NewOrderAlert[] = [];
  socket.on("new-order", (alert: NewOrderAlert) => alerts.push(alert));
  return alerts;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

let owner: Client;
let staff: Client;
let myRestaurant: { id: string };
let sgRestaurant: { id: string };

beforeEach(async () => {
  harness = await startBusinessApp();
  owner = await signUp(harness, "+60122000101");
  staff = await signUp(harness, "+60122000102", "staff");
  const business = await owner.ok("POST", "/businesses", { name: "Kopi Live" });
  myRestaurant = await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "Kopi Bangsar", address: KL } });
  sgRestaurant = await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "Kopi Orchard", address: SG } });
  await harness.app.close();
  const app = await createApp({ ...harness.deps, store: { close: async () => {} }, logger: false });
  apps.push(app);
  await listen(app);
});

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  for (const app of apps.splice(0)) await app.close();
});

describe("live new-order alerts", () => {
  it("refuses a connection without a token, with a bad token, and for a business owner", async () => {
    expect(await refusal(connect({ country: "MY" }))).toBe("Unauthorized request");
    expect(await refusal(connect({ token: "not-a-token", country: "MY" }))).toBe("Unauthorized request");
    const ownerToken = await login(apps[0] as FastifyInstance, owner.phoneNumber, "secret-pass-1");
    const ownerSocket = connect({ token: ownerToken, country: "MY" });
    expect(await refusal(ownerSocket)).toBe("You are not allowed to do this");
    expect(ownerSocket.connected).toBe(false);
  });

  it("refuses a staff connection without a valid country", async () => {
    const token = await login(apps[0] as FastifyInstance, staff.phoneNumber, "secret-pass-1");
    expect(await refusal(connect({ token }))).toBe("Invalid country");
    expect(await refusal(connect({ token, country: "XX" }))).toBe("Invalid country");
  });

  it("sends a new order to staff of the restaurant's country only", async () => {
    const app = apps[0] as FastifyInstance;
    const token = await login(app, staff.phoneNumber, "secret-pass-1");
    const malaysia = connect({ token, country: "MY" });
    const singapore = connect({ token, country: "SG" });
    await Promise.all([connected(malaysia), connected(singapore)]);
    const heardInMalaysia = collect(malaysia);
    const heardInSingapore = collect(singapore);

    const alert = await app.liveAlerts.newOrder({ restaurantId: myRestaurant.id, orderId: "order-1", orderType: "PICKUP" });
    expect(alert).toMatchObject({ restaurantName: "Kopi Bangsar", country: "MY" });
    await settle();
    expect(heardInMalaysia).toEqual([alert]);
    expect(heardInSingapore).toEqual([]);

    await app.liveAlerts.newOrder({ restaurantId: sgRestaurant.id, orderId: "order-2", orderType: "DINE_IN" });
    await settle();
    expect(heardInSingapore.map((a) => a.orderId)).toEqual(["order-2"]);
    expect(heardInMalaysia).toHaveLength(1);
    expect(await app.liveAlerts.newOrder({ restaurantId: "missing", orderId: "order-3", orderType: "DINE_IN" })).toBeNull();
  });

  it("publishes a hand-made alert through the dev route for a restaurant the caller can read", async () => {
    const app = apps[0] as FastifyInstance;
    const token = await login(app, staff.phoneNumber, "secret-pass-1");
    const socket = connect({ token, country: "MY" });
    await connected(socket);
    const heard = collect(socket);
    const send = (as: string, restaurantId: string) =>
      app.inject({ method: "POST", url: "/api/v2/dev/live/new-order", headers: { authorization: `Bearer ${as}` }, payload: { restaurantId } });
    expect((await send(token, myRestaurant.id)).statusCode).toBe(200);
    const stranger = await signUp({ ...harness, app }, "+60122000103");
    const strangerToken = await login(app, stranger.phoneNumber, "secret-pass-1");
    const refused = await send(strangerToken, myRestaurant.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe("Invalid restaurant");
    await settle();
    expect(heard).toHaveLength(1);
  });

  it("reconnects after the server restarts and hears alerts from the new server", async () => {
    const token = await login(apps[0] as FastifyInstance, staff.phoneNumber, "secret-pass-1");
    const socket = connect({ token, country: "MY" });
    await connected(socket);
    const heard = collect(socket);
    const disconnected = new Promise<void>((resolve) => socket.once("disconnect", () => resolve()));
    await (apps.pop() as FastifyInstance).close();
    await disconnected;

    const restarted = await createApp({ ...harness.deps, store: { close: async () => {} }, logger: false });
    apps.push(restarted);
    await listen(restarted, port);
    await new Promise<void>((resolve) => (socket.connected ? resolve() : socket.io.once("reconnect", () => resolve())));
    await settle();
    await restarted.liveAlerts.newOrder({ restaurantId: myRestaurant.id, orderId: "after-restart", orderType: "DELIVERY" });
    await settle();
    expect(heard.map((a) => a.orderId)).toEqual(["after-restart"]);
  });
});
