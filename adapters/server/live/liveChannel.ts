// The socket.io live-updates channel (spec 1 §6, §9; ARCHITECTURE §2.5), attached to Fastify's
// own HTTP server at the default path /socket.io, and the `app.liveAlerts` publisher
// (liveAlerts.ts) that sends on it.
// A client connects with `auth: {token, country}`: the bearer access token (checked exactly as a
// route's, adapters/server/auth/requireUser.ts) and the country it selected. Refusals reach the
// client as a connect_error whose message is 'Unauthorized request' (no or bad token, data
// {status: 401}), 'You are not allowed to do this' (not admin or staff, 403) or 'Invalid
// country' (400). An admitted socket joins the room of its country and receives `new-order`
// alerts of restaurants in that country only.
// Decisions where the spec is silent:
// - The token is checked at each (re)connection; a socket already open is not cut off when the
//   token is revoked later (an alert is a notice, the data behind it stays behind the routes).
// - On close (preClose) the engine closes every transport, so a shutdown never waits on open
//   WebSockets; clients see a lost transport (not a server-side disconnect, after which
//   socket.io clients stop retrying) and reconnect on their own to the next server.
import type { FastifyInstance } from "fastify";
import { Server, type ServerOptions } from "socket.io";
import { flagsFor } from "../../../domain/auth/roleFlags";
import { INVALID_COUNTRY } from "../../../domain/business/address";
import { restaurantCountry } from "../../../domain/business/restaurantCountry";
import { RESTAURANTS_TABLE } from "../../../domain/business/restaurants.projection";
import { isCountryCode } from "../../../domain/shared/country";
import { authenticate, UNAUTHORIZED } from "../auth/requireUser";
import { FORBIDDEN } from "../business/access";
import { type LiveAlerts, NEW_ORDER_EVENT, type NewOrderAlert } from "./liveAlerts";

export const LIVE_PATH = "/socket.io";

/** socket.io's adapter between processes (liveClusterAdapter.ts); in-process when absent. */
export type LiveAdapter = NonNullable<ServerOptions["adapter"]>;

const roomOf = (country: string): string => `country:${country}`;

class Refusal extends Error {
  constructor(message: string, readonly data: { readonly status: number }) {
    super(message);
  }
}

interface Handshake {
  readonly token?: unknown;
  readonly country?: unknown;
}

const admit = async (app: FastifyInstance, handshake: Handshake): Promise<string> => {
  const { token, country } = handshake;
  if (typeof token !== "string" || token === "") throw new Refusal(UNAUTHORIZED, { status: 401 });
  const user = await authenticate(app.identity, token).catch(() => {
    throw new Refusal(UNAUTHORIZED, { status: 401 });
  });
  if (!flagsFor(user.claims).canListenLive) throw new Refusal(FORBIDDEN, { status: 403 });
  if (typeof country !== "string" || !isCountryCode(country)) throw new Refusal(INVALID_COUNTRY, { status: 400 });
  return country;
};

/** Attaches the channel to `app.server` and decorates `app.liveAlerts`; `adapter` spans processes. */
export const attachLiveChannel = (app: FastifyInstance, adapter?: LiveAdapter): void => {
  const io = new Server(app.server, { path: LIVE_PATH, serveClient: false, ...(adapter === undefined ? {} : { adapter }) });
  io.use((socket, next) => {
    admit(app, (socket.handshake.auth ?? {}) as Handshake).then(
      (country) => {
        socket.data.country = country;
        next();
      },
      (error: unknown) => next(error instanceof Refusal ? error : new Refusal(UNAUTHORIZED, { status: 401 })),
    );
  });
  io.on("connection", (socket) => {
    void socket.join(roomOf(String(socket.data.country)));
  });

  const { engine } = app.identity;
  const liveAlerts: LiveAlerts = {
    newOrder: async (order) => {
      const row = await engine.store.readModels.get(RESTAURANTS_TABLE, order.restaurantId);
      if (row === undefined) return null;
      const alert: NewOrderAlert = {
        ...order,
        restaurantName: String(row.name),
        businessId: String(row.businessId),
        country: restaurantCountry(row as Parameters<typeof restaurantCountry>[0]),
        placedAt: engine.context().now.toString(),
      };
      io.to(roomOf(alert.country)).emit(NEW_ORDER_EVENT, alert);
      return alert;
    },
  };
  app.decorate("liveAlerts", liveAlerts);
  app.addHook("preClose", async () => {
    io.engine.close();
  });
};
