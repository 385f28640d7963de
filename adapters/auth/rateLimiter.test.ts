import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { fixedWindowLimiter } from "./rateLimiter";

const clock = () => {
  let now = Temporal.Instant.from("2026-01-05T08:00:00Z");
  return { now: () => now, advance: (seconds: number) => (now = now.add({ seconds })) };
};

describe("fixed-window rate limiter", () => {
  it("allows `limit` hits per window, then says how long to wait", () => {
    const time = clock();
    const limiter = fixedWindowLimiter({ limit: 3, windowSeconds: 60 }, time.now);
    expect([limiter.hit("ip"), limiter.hit("ip"), limiter.hit("ip")]).toEqual([null, null, null]);
    time.advance(20);
    expect(limiter.hit("ip")).toBe(40);
    time.advance(40);
    expect(limiter.hit("ip")).toBeNull();
  });

  it("counts each key on its own", () => {
    const limiter = fixedWindowLimiter({ limit: 1, windowSeconds: 60 }, clock().now);
    expect(limiter.hit("+60123456789")).toBeNull();
    expect(limiter.hit("+6591234567")).toBeNull();
    expect(limiter.hit("+60123456789")).toBe(60);
  });

  it("forgets ended windows when many keys pile up", () => {
    const time = clock();
    const limiter = fixedWindowLimiter({ limit: 1, windowSeconds: 1 }, time.now);
    for (let i = 0; i <= 10_001; i++) limiter.hit(`key-${i}`);
    time.advance(2);
    expect(limiter.hit("key-0")).toBeNull();
    expect(limiter.hit("key-0")).toBe(1);
  });
});

describe("waiting without counting", () => {
  it("answers whether one more hit would pass, and counts nothing", () => {
    const time = clock();
    const limiter = fixedWindowLimiter({ limit: 2, windowSeconds: 60 }, time.now);
    expect(limiter.wait("ip")).toBeNull();
    expect(limiter.wait("ip")).toBeNull();
    limiter.hit("ip");
    expect(limiter.wait("ip")).toBeNull();
    limiter.hit("ip");
    time.advance(15);
    expect(limiter.wait("ip")).toBe(45);
    time.advance(45);
    expect(limiter.wait("ip")).toBeNull();
  });
});
