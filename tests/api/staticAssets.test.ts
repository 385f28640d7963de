// Black-box tests of how the built UI and the API's answers travel: a UI folder precompressed by
// the build's own step (adapters/build/precompressAssets.ts) served by the real app, and the
// API's JSON answers compressed when the client accepts it (adapters/server/compression.ts).
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { precompressDir } from "../../adapters/build/precompressAssets";
import { createApp } from "../../adapters/server/app";
import { success } from "../../adapters/server/envelope";
import { testAppDeps } from "../support/apiHarness";

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(", ")}];\n`;
const INDEX = `<!doctype html><html><head><title>UI</title>${"<meta name=x content=y>".repeat(60)}</head><body><div id=root></div></body></html>`;
const LARGE = { resources: Array.from({ length: 300 }, (_, i) => ({ id: `member-${i}`, name: `Member ${i}`, points: i * 7 })) };
const ALL = "br, gzip, deflate";

const decoded = (response: LightMyRequestResponse): string => {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload).toString("utf8");
  if (encoding === "gzip") return gunzipSync(response.rawPayload).toString("utf8");
  return response.body;
};

describe("compressed assets and answers", () => {
  let uiDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    uiDir = await mkdtemp(path.join(tmpdir(), "fnb-ui-assets-"));
    await mkdir(path.join(uiDir, "assets"));
    await writeFile(path.join(uiDir, "index.html"), INDEX);
    await writeFile(path.join(uiDir, "assets", "main-abc123.js"), SCRIPT);
    await writeFile(path.join(uiDir, "assets", "tiny-abc123.js"), "export {};\n");
    await precompressDir(uiDir);
    app = await createApp({ ...testAppDeps().deps, store: { close: vi.fn(async () => {}) }, uiDir, logger: false });
    app.get("/api/test/large", async () => success(LARGE));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(uiDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: "GET", url, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

  it("sends a script as Brotli when the client accepts it, with a year's immutable cache", async () => {
    const response = await get("/assets/main-abc123.js", ALL);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(decoded(response)).toBe(SCRIPT);
  });

  it("sends gzip to a client that accepts only gzip", async () => {
    const response = await get("/assets/main-abc123.js", "gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(decoded(response)).toBe(SCRIPT);
  });

  it("sends the plain file to a client that accepts no compression", async () => {
    for (const acceptEncoding of [undefined, "identity"]) {
      const response = await get("/assets/main-abc123.js", acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.body).toBe(SCRIPT);
    }
  });

  it("sends a file too small to compress as it is, still cached for a year", async () => {
    const response = await get("/assets/tiny-abc123.js", ALL);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(decoded(response)).toBe("export {};\n");
  });

  it("sends index.html compressed and revalidated on every load, for the root and a deep link", async () => {
    for (const url of ["/", "/auth/login", "/b/42/marketing/loyalty/overview"]) {
      const response = await get(url, ALL);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(decoded(response)).toBe(INDEX);
    }
  });

  it("compresses a large JSON answer as the client accepts, and not otherwise", async () => {
    const brotli = await get("/api/test/large", ALL);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(brotli))).toEqual({ data: LARGE });

    const gzip = await get("/api/test/large", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(decoded(gzip))).toEqual({ data: LARGE });

    const plain = await get("/api/test/large");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toEqual({ data: LARGE });
  });

  it("leaves a small JSON answer uncompressed", async () => {
    const response = await get("/api/health", ALL);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toEqual({ data: { status: "ok" } });
  });

  it("keeps the JSON 404 for an unknown API path and a missing asset", async () => {
    for (const url of ["/api/no/such/thing", "/api/v2/assets/main-abc123.js", "/assets/main-old.js"]) {
      const response = await get(url, ALL);
      expect(response.statusCode).toBe(404);
      expect(JSON.parse(decoded(response))).toEqual({ message: "Not found" });
    }
  });
});
