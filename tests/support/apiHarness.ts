// The API under test: the real app (createApp) on the memory store with the product's
// projections, one controllable clock for commands, tokens and rate limits, the OTP outbox, and a
// cheap scrypt cost (N = 2^10) so suites stay fast. Helpers drive the public HTTP contract only:
// register through the outbox, sign in, and send requests with a bearer token. The product's
// reactions do not poll here: a suite calls `reactions.drain()` when it needs what they do
// (a bill's receipt, its reward claims, foodpanda's menu push).
import { randomBytes } from "node:crypto";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { Temporal } from "temporal-polyfill";
import { outboxTransport } from "../../adapters/auth/otpTransport";
import { scryptPasswordHasher } from "../../adapters/auth/passwordHasher";
import { liveContext } from "../../adapters/engine/liveContext";
import { reactionRunner } from "../../adapters/engine/reactions/reactionRunner";
import { type AppDeps, createApp } from "../../adapters/server/app";
import type { AuthRateLimits } from "../../adapters/server/auth/rateLimits";
import { type EngineRuntime, engineRuntime } from "../../adapters/server/engineRuntime";
import { allReactions } from "../../adapters/server/productReactions";
import { memoryEventStore } from "../../adapters/store/memoryEventStore";
import { productEventTypes, productProjections } from "../../domain/catalogue";
import type { EventStoreOptions } from "../../domain/engine/eventStore";

export const cheapPasswordHasher = scryptPasswordHasher({ logN: 10, r: 8, p: 1 });

export const testClock = (start = "2026-01-05T08:00:00Z") => {
  let now = Temporal.Instant.from(start);
  return {
    now: () => now,
    advance: (duration: Temporal.DurationLike) => {
      now = now.add(duration);
    },
  };
};
export type TestClock = ReturnType<typeof testClock>;

export interface TestAppOptions {
  readonly clock?: TestClock;
  readonly production?: boolean;
  readonly rateLimits?: Partial<AuthRateLimits>;
  readonly projections?: EventStoreOptions["projections"];
  /** Delivery partner clients (pointed at a local fake partner). */
  readonly delivery?: AppDeps["delivery"];
}

/** Every reaction of the product over `engine` (the delivery ones calling `delivery`'s clients), run on demand (`drain()`). */
export const testReactions = (engine: EngineRuntime, delivery: AppDeps["delivery"] = {}) => reactionRunner(engine, allReactions(delivery), { upcast: productEventTypes.upcast });

/** AppDeps on a fresh memory store; the outbox is returned to read codes directly. */
export const testAppDeps = (options: TestAppOptions = {}) => {
  const clock = options.clock ?? testClock();
  const store = memoryEventStore({
    projections: options.projections ?? productProjections,
    upcast: productEventTypes.upcast,
  });
  const engine = engineRuntime(store, (timeZone) => ({ ...liveContext(timeZone), now: clock.now() }));
  const outbox = outboxTransport(clock.now);
  const deps: Pick<AppDeps, "store" | "engine" | "auth"> = {
    store,
    engine,
    auth: {
      secret: randomBytes(32),
      otpTransport: outbox,
      production: options.production ?? false,
      passwordHasher: cheapPasswordHasher,
      ...(options.rateLimits === undefined ? {} : { rateLimits: options.rateLimits }),
    },
  };
  return { deps, clock, store, engine, outbox, reactions: testReactions(engine, options.delivery) };
};

export const startTestApp = async (options: TestAppOptions = {}) => {
  const harness = testAppDeps(options);
  const app = await createApp({ ...harness.deps, logger: false, ...(options.delivery === undefined ? {} : { delivery: options.delivery }) });
  await app.ready();
  return { ...harness, app };
};

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export const call = (
  app: FastifyInstance,
  method: InjectOptions["method"],
  url: string,
  options: { readonly body?: unknown; readonly token?: string } = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url,
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions["payload"] }),
    ...(options.token === undefined ? {} : { headers: bearer(options.token) }),
  });

/** The newest code the dev outbox holds for `target`. */
export const latestOtp = async (app: FastifyInstance, target: string): Promise<string> => {
  const response = await call(app, "GET", `/api/v2/dev/outbox?target=${encodeURIComponent(target)}`);
  const [latest] = response.json().data as ReadonlyArray<{ readonly otp: string }>;
  if (latest === undefined) throw new Error(`No OTP was sent to ${target}`);
  return latest.otp;
};

/** Sends a code for `purpose`, reads it from the outbox and answers the verification token. */
export const verifyPhone = async (app: FastifyInstance, target: string, purpose: "register" | "reset-password" | "claim") => {
  const sent = await call(app, "POST", "/api/v2/auth/otp/v2/send", { body: { target, purpose } });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const otp = await latestOtp(app, target);
  const verified = await call(app, "POST", "/api/v2/auth/otp/v2/verify", { body: { target, otp, purpose } });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return verified.json().data.verificationToken as string;
};

/** Registers a user end to end (OTP through the outbox) and answers their id. */
export const registerUser = async (app: FastifyInstance, phoneNumber: string, name = "Aina", password = "secret-pass-1") => {
  const verificationToken = await verifyPhone(app, phoneNumber, "register");
  const response = await call(app, "POST", "/api/v2/auth/register", { body: { phoneNumber, verificationToken, name, password } });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  return response.json().data.id as string;
};

export const login = async (app: FastifyInstance, phoneNumber: string, password = "secret-pass-1") => {
  const response = await call(app, "POST", "/api/v2/auth/login", { body: { phoneNumber, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().data.accessToken as string;
};
