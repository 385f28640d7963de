// Black-box tests of the HTTP foundation: the envelope, error mapping, the SPA fallback and
// graceful shutdown, against the real app with a fake store (the engine runs on a memory store).
import { EventEmitter } from "node:events";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../adapters/server/app";
import { decodeBody } from "../../adapters/server/decodeBody";
import { success } from "../../adapters/server/envelope";
import { exitGracefullyOnSignals } from "../../adapters/server/shutdown";
import { DomainError } from "../../domain/engine/decider";
import { testAppDeps } from "../support/apiHarness";

const fakeStore = () => ({ close: vi.fn(async () => {}) });
const identityDeps = () => testAppDeps().deps;

const logSink = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
};

const NewBusiness = Schema.Struct({
  name: Schema.Trim.check(Schema.isNonEmpty({ message: "Name is required" })),
  phone: Schema.String.check(Schema.isNonEmpty({ message: "Phone is required" })),
});

describe("API envelope and errors", () => {
  let app: FastifyInstance;
  const logs = logSink();

  beforeAll(async () => {
    app = await createApp({ ...identityDeps(), store: fakeStore(), logger: { level: "error", stream: logs.stream } });
    app.post("/api/test/businesses", async (request) => success(decodeBody(NewBusiness, request.body)));
    app.get("/api/test/missing", async () => {
      throw new DomainError("Business id not found", 404);
    });
    app.get("/api/test/conflict", async () => {
      throw new DomainError("The record changed since it was read", 409);
    });
    app.get("/api/test/rule", async () => {
      throw new DomainError("Invalid time", 400, ["openAt"]);
    });
    app.get("/api/test/unauthorized", async () => {
      throw Object.assign(new Error("Unauthorized request"), { status: 401 });
    });
    app.get("/api/test/crash", async () => {
      throw new Error("connection to db-7 refused (password=hunter2)");
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers the health check", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ data: { status: "ok" } });
  });

  it("wraps a success in data", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test/businesses",
      payload: { name: "  Kopi House ", phone: "0123456789" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { name: "Kopi House", phone: "0123456789" } });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    for (const [method, url] of [
      ["GET", "/api/no/such/thing"],
      ["POST", "/api/v2/nothing"],
      ["GET", "/api"],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Not found" });
    }
  });

  it("answers a failed schema decode with 400, the schema's message and every field error", async () => {
    const response = await app.inject({ method: "POST", url: "/api/test/businesses", payload: { name: "   " } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Name is required",
      errors: [
        { path: ["name"], message: "Name is required" },
        { path: ["phone"], message: "Phone is required" },
      ],
    });
  });

  it("answers a body that is not JSON with 400", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test/businesses",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toEqual([{ path: [], message: body.message }]);
  });

  it("maps a domain error to its status and message", async () => {
    const missing = await app.inject({ method: "GET", url: "/api/test/missing" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Business id not found" });

    const conflict = await app.inject({ method: "GET", url: "/api/test/conflict" });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ message: "The record changed since it was read" });

    const rule = await app.inject({ method: "GET", url: "/api/test/rule" });
    expect(rule.statusCode).toBe(400);
    expect(rule.json()).toEqual({ message: "Invalid time", errors: [{ path: ["openAt"], message: "Invalid time" }] });
  });

  it("maps any error carrying a 4xx status, such as a missing token", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/unauthorized" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthorized request" });
  });

  it("answers a server error with 500 and no details, and logs it with its stack", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/crash" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Internal server error" });
    expect(response.body).not.toMatch(/hunter2|db-7|stack|\.ts:\d+/);
    const logged = logs.lines.join("");
    expect(logged).toContain("password=hunter2");
    expect(logged).toContain("server.test.ts");
  });
});

describe("the built UI", () => {
  let uiDir: string;
  let app: FastifyInstance;
  const INDEX = "<!doctype html><title>UI</title><div id=root></div>";

  beforeAll(async () => {
    uiDir = await mkdtemp(path.join(tmpdir(), "fnb-ui-"));
    await mkdir(path.join(uiDir, "assets"));
    await writeFile(path.join(uiDir, "index.html"), INDEX);
    await writeFile(path.join(uiDir, "assets", "main-abc123.js"), "console.log('ui');");
    app = await createApp({ ...identityDeps(), store: fakeStore(), uiDir, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await rm(uiDir, { recursive: true, force: true });
  });

  it("serves index.html at the root, revalidated on every load", async () => {
    const response = await app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(INDEX);
  });

  it("serves index.html for a deep link (history mode)", async () => {
    const response = await app.inject({ method: "GET", url: "/b/42/marketing?menuOption=voucher" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toBe(INDEX);
  });

  it("serves hashed assets with a long cache, and a missing one as 404", async () => {
    const asset = await app.inject({ method: "GET", url: "/assets/main-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-type"]).toMatch(/javascript/);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const missing = await app.inject({ method: "GET", url: "/assets/main-old.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Not found" });
  });

  it("keeps API 404s as JSON beside the UI", async () => {
    const response = await app.inject({ method: "GET", url: "/api/no/such/thing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found" });
  });

  it("does not answer a write to a page path with the page", async () => {
    const response = await app.inject({ method: "POST", url: "/b/42/marketing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found" });
  });
});

describe("graceful shutdown", () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it("drains an in-flight request before closing the store", async () => {
    const order: string[] = [];
    const store = { close: vi.fn(async () => void order.push("store closed")) };
    const app = await createApp({ ...identityDeps(), store, logger: false });
    apps.push(app);
    let release = () => {};
    let arrived = () => {};
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    app.get("/api/test/slow", async () => {
      arrived();
      await new Promise<void>((resolve) => (release = resolve));
      order.push("request answered");
      return success("done");
    });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });

    const inFlight = fetch(`${address}/api/test/slow`);
    await requestArrived;
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.close).not.toHaveBeenCalled();
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();

    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toEqual({ data: "done" });
    await closing;
    expect(order).toEqual(["request answered", "store closed"]);
    expect(store.close).toHaveBeenCalledTimes(1);
  });

  it("closes the app and exits 0 on SIGTERM, and exits 1 on a second signal", async () => {
    const signals = new EventEmitter();
    const exit = vi.fn();
    const store = fakeStore();
    const app = await createApp({ ...identityDeps(), store, logger: false });
    exitGracefullyOnSignals(app, { on: (signal, listener) => signals.on(signal, listener), exit });

    signals.emit("SIGTERM");
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(store.close).toHaveBeenCalledTimes(1);

    signals.emit("SIGINT");
    expect(exit).toHaveBeenLastCalledWith(1);
  });
});
