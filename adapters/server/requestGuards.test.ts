import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS, INVALID_UNICODE } from "../../domain/shared/inputBounds";
import { errorHandler } from "./errorHandler";
import { BODY_NOT_OBJECT, BODY_TOO_DEEP, INVALID_IDEMPOTENCY_KEY, QUERY_VALUE_TOO_LONG, guardRequests } from "./requestGuards";

let app: FastifyInstance;
let reached = 0;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  guardRequests(app);
  const echo = async (request: { body: unknown; params: unknown }) => {
    reached += 1;
    return { data: { params: request.params, body: request.body ?? null } };
  };
  app.get("/api/things/:id", echo);
  app.post("/api/things/:id", echo);
  app.get("/api/files/*", echo);
  app.get("/page/:slug", echo);
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url, payload, headers: { "content-type": "application/json", ...headers } });

describe("path parameters", () => {
  it("answer 404 'Not found' for an id no record can have, before the route runs", async () => {
    const before = reached;
    for (const id of ["%00", "a%00b", "%0A", "x".repeat(65), "a%2Fb", "%25", "%F0%9F%98%80"]) {
      const response = await app.inject({ method: "GET", url: `/api/things/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: "Not found" });
    }
    expect(reached).toBe(before);
  });

  it("let through ids, phones and emails up to 64 characters", async () => {
    for (const id of ["65f1c0ffee0000000000abcd", "%2B60123456789", "a%40b.co", "x".repeat(64)]) {
      expect((await app.inject({ method: "GET", url: `/api/things/${id}` })).statusCode, id).toBe(200);
    }
  });

  it("let a file key hold folders, and leave pages outside the API alone", async () => {
    expect((await app.inject({ method: "GET", url: "/api/files/business/b1/design.png" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/files/a/%00" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: `/page/${"x".repeat(80)}` })).statusCode).toBe(200);
  });
});

describe("bodies", () => {
  it("refuse a JSON body that is not an object", async () => {
    for (const payload of ["[]", "\"text\"", "42", "null", "true"]) {
      const response = await post("/api/things/1", payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({ message: BODY_NOT_OBJECT, errors: [{ path: [], message: BODY_NOT_OBJECT }] });
    }
  });

  it("refuse control characters and lone surrogates in any value or key, at their path", async () => {
    const cases = [
      [JSON.stringify({ a: { b: ["ok", "x\u0000"] } }), ["a", "b", 1], CONTROL_CHARACTERS],
      [JSON.stringify({ "k\u0007": 1 }), [], CONTROL_CHARACTERS],
      ["{\"a\":\"\\ud800\"}", ["a"], INVALID_UNICODE],
    ] as const;
    for (const [payload, path, message] of cases) {
      expect((await post("/api/things/1", payload)).json()).toEqual({ message, errors: [{ path, message }] });
    }
  });

  it("allow line breaks and tabs (multi-line fields say whether they take them)", async () => {
    expect((await post("/api/things/1", JSON.stringify({ remark: "one\r\n\ttwo" }))).statusCode).toBe(200);
  });

  it("refuse Infinity (1e400) and nesting deeper than 32", async () => {
    expect((await post("/api/things/1", "{\"n\":1e400}")).statusCode).toBe(400);
    const deep = `${"{\"a\":".repeat(40)}1${"}".repeat(40)}`;
    expect((await post("/api/things/1", deep)).json().message).toBe(BODY_TOO_DEEP);
  });
});

describe("query strings and Idempotency-Key", () => {
  it("refuse control characters and values over 1,000 characters", async () => {
    expect((await app.inject({ method: "GET", url: "/api/things/1?search=a%00" })).json().message).toBe(CONTROL_CHARACTERS);
    expect((await app.inject({ method: "GET", url: `/api/things/1?search=${"x".repeat(1001)}` })).json().message).toBe(QUERY_VALUE_TOO_LONG);
    expect((await app.inject({ method: "GET", url: `/api/things/1?search=${"x".repeat(1000)}` })).statusCode).toBe(200);
  });

  it("refuse an Idempotency-Key over 255 characters or not printable ASCII", async () => {
    for (const key of ["k".repeat(256), "caf\u00e9", "tab\there"]) {
      const response = await post("/api/things/1", "{}", { "idempotency-key": key });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(INVALID_IDEMPOTENCY_KEY);
    }
    expect((await post("/api/things/1", "{}", { "idempotency-key": "k".repeat(255) })).statusCode).toBe(200);
  });
});
