// One contract for every rate limiter: in-process, and in SQL (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), where several server processes share the count.
import { rm } from "node:fs/promises";
import { Temporal } from "temporal-polyfill";
import { afterEach, describe, expect, it } from "vitest";
import { type RateLimit, type RateLimiter, fixedWindowLimiter } from "../auth/rateLimiter";
import { freshDataDir } from "../../tests/support/pgliteTemplate";
import { applySchema, openSqlClient } from "./openStore";
import { sqlRateLimiter } from "./sqlRateLimiter";

const clock = () => {
  let now = Temporal.Instant.from("2026-01-05T08:00:00Z");
  return { now: () => now, advance: (seconds: number) => (now = now.add({ seconds })) };
};
type Clock = ReturnType<typeof clock>;

interface LimiterKind {
  readonly name: string;
  readonly open: () => Promise<{ make: (name: string, rule: RateLimit, time: Clock) => RateLimiter; dispose: () => Promise<void> }>;
}

const sqlKind = (name: string, config: () => Promise<{ dataDir: string; databaseUrl?: string; databaseSchema?: string }>): LimiterKind => ({
  name,
  open: async () => {
    const settings = await config();
    const { client } = await openSqlClient(settings);
    await applySchema(client);
    return {
      make: (limiter, rule, time) => sqlRateLimiter(client, limiter, rule, time.now),
      dispose: async () => {
        await client.close();
        if (settings.dataDir !== "") await rm(settings.dataDir, { recursive: true, force: true });
      },
    };
  },
});

let schemas = 0;
const kinds: LimiterKind[] = [
  { name: "process", open: async () => ({ make: (_name, rule, time) => fixedWindowLimiter(rule, time.now), dispose: async () => undefined }) },
  sqlKind("pglite", async () => ({ dataDir: await freshDataDir() })),
];
const databaseUrl = process.env.TEST_DATABASE_URL;
if (databaseUrl !== undefined && databaseUrl !== "") {
  kinds.push(sqlKind("postgres", async () => ({ dataDir: "", databaseUrl, databaseSchema: `limits_${process.pid}_${Date.now()}_${schemas++}` })));
}

describe.each(kinds)("fixed-window rate limiter: $name", (kind) => {
  let dispose: (() => Promise<void>) | undefined;
  const open = async () => {
    const opened = await kind.open();
    dispose = opened.dispose;
    return opened.make;
  };
  afterEach(async () => dispose?.());

  it("allows `limit` hits per window, then says how long to wait", async () => {
    const time = clock();
    const limiter = (await open())("login", { limit: 3, windowSeconds: 60 }, time);
    expect([await limiter.hit("ip"), await limiter.hit("ip"), await limiter.hit("ip")]).toEqual([null, null, null]);
    time.advance(20);
    expect(await limiter.hit("ip")).toBe(40);
    time.advance(40);
    expect(await limiter.hit("ip")).toBeNull();
  });

  it("counts each key, and each limiter, on its own", async () => {
    const time = clock();
    const make = await open();
    const limiter = make("otp", { limit: 1, windowSeconds: 60 }, time);
    const other = make("claim", { limit: 1, windowSeconds: 60 }, time);
    expect(await limiter.hit("+60123456789")).toBeNull();
    expect(await limiter.hit("+6591234567")).toBeNull();
    expect(await other.hit("+60123456789")).toBeNull();
    expect(await limiter.hit("+60123456789")).toBe(60);
  });

  it("answers whether one more hit would pass without counting", async () => {
    const time = clock();
    const limiter = (await open())("login", { limit: 2, windowSeconds: 60 }, time);
    expect(await limiter.wait("ip")).toBeNull();
    expect(await limiter.wait("ip")).toBeNull();
    await limiter.hit("ip");
    expect(await limiter.wait("ip")).toBeNull();
    await limiter.hit("ip");
    time.advance(15);
    expect(await limiter.wait("ip")).toBe(45);
    time.advance(45);
    expect(await limiter.wait("ip")).toBeNull();
  });

  it("lets exactly `limit` of 100 concurrent hits through", async () => {
    const limiter = (await open())("check", { limit: 60, windowSeconds: 60 }, clock());
    const answers = await Promise.all(Array.from({ length: 100 }, () => limiter.hit("ip")));
    expect(answers.filter((a) => a === null)).toHaveLength(60);
  });
});

describe("the in-process limiter", () => {
  it("forgets ended windows when many keys pile up", async () => {
    const time = clock();
    const limiter = fixedWindowLimiter({ limit: 1, windowSeconds: 1 }, time.now);
    for (let i = 0; i <= 10_001; i++) await limiter.hit(`key-${i}`);
    time.advance(2);
    expect(await limiter.hit("key-0")).toBeNull();
    expect(await limiter.hit("key-0")).toBe(1);
  });
});
