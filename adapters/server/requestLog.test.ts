import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { OneLinePerRequest } from "./requestLog";

const logged = () => {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: { stream } };
};

describe("the request log", () => {
  it("writes one line per request, once answered, naming it", async () => {
    const { lines, logger } = logged();
    const app = Fastify({ logger, logController: new OneLinePerRequest() });
    app.get("/api/health", async () => ({ ok: true }));
    app.get("/api/broken", async () => {
      throw new Error("no store");
    });
    await app.inject({ method: "GET", url: "/api/health" });
    await app.inject({ method: "GET", url: "/api/broken" });
    await app.close();
    const requests = lines.filter((l) => l.msg === "request completed");
    expect(lines.some((l) => l.msg === "incoming request")).toBe(false);
    expect(requests.map((l) => [l.msg, (l.req as { method: string; url: string }).url, (l.res as { statusCode: number }).statusCode])).toEqual([
      ["request completed", "/api/health", 200],
      ["request completed", "/api/broken", 500],
    ]);
    expect(requests.every((l) => typeof l.responseTime === "number")).toBe(true);
  });
});
