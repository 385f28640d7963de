// The Lighthouse figures of `npm run bench` (issue 14, assets): the real server (`npm start`'s
// adapters/server/start.ts with --build-if-needed, so the UI in UI_DIST_DIR is current) on a fresh
// data folder with its demo data, measured by Lighthouse 12 in Debian's Chromium (CHROME_PATH,
// default /usr/bin/chromium) with the mobile (default) and desktop presets, goal ≥ 90 each:
// - the login page, signed out;
// - the loyalty overview of the demo business, signed in as the demo owner: the session token is
//   put in localStorage (ui/session/tokenStore.ts) from a same-origin JSON page first, so the
//   measured load still starts with an empty cache;
// - the business page a sign-in lands on (home redirects there), as a signed-in control;
// - the customer's claim page of the demo's "Welcome 10% Off" voucher (`/v/{voucherId}`, what a
//   share link opens on a phone), signed out.
// Every run opens a fresh browser (an empty cache and profile); BENCH_LIGHTHOUSE_RUNS runs per
// page and preset (default 3) give the median score. Beside the score: the metrics it weighs and
// the bytes transferred, scripts apart. BENCH_LIGHTHOUSE_REPORTS=<folder> keeps every run's full
// report (JSON) there, to see which scripts and tasks cost what. BENCH_LIGHTHOUSE_ORIGIN=<url>
// measures a server already running with the demo data instead (another build, a deployment). Figures only; nothing is
// asserted about them.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import lighthouse, { type Config, desktopConfig, type Result } from "lighthouse";
import puppeteer from "puppeteer-core";
import { DEMO_OWNER_PHONE } from "../../adapters/demo/businessDemo";
import { DEVELOPMENT_DEMO_PASSWORD } from "../../adapters/demo/seedDemoData";

export const LIGHTHOUSE_GOAL = 90;
/** Issue 14: the scripts a page loads, gzip-compressed, at most this many KB. */
export const INITIAL_JS_GOAL_KB = 200;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const PRESETS = [
  { name: "mobile", config: undefined },
  { name: "desktop", config: desktopConfig as Config },
] as const;

interface Page {
  readonly label: string;
  readonly path: string;
  /** The access token the page is opened with, or null when signed out. */
  readonly token: string | null;
}

export interface LighthouseFigures {
  readonly page: string;
  readonly preset: string;
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly scriptKb: number;
  readonly totalKb: number;
  /** Every script the page loaded, each gzip-compressed (level 9, as the build writes .gz). */
  readonly scriptGzipKb: number;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))));
    });
  });

const waitForHealth = async (origin: string, server: ChildProcess): Promise<void> => {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const healthy = await fetch(`${origin}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not answer /api/health within 5 minutes");
};

const startServer = async (dataDir: string, port: number): Promise<ChildProcess> => {
  const server = spawn("npx", ["tsx", "adapters/server/start.ts", "--build-if-needed"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: "1", DATABASE_URL: "" },
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  await waitForHealth(`http://127.0.0.1:${port}`, server);
  return server;
};

const stopServer = (server: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (server.exitCode !== null || server.pid === undefined) return resolve();
    server.once("exit", () => resolve());
    process.kill(-server.pid, "SIGTERM");
  });

const api = async <T>(origin: string, path: string, init: RequestInit = {}): Promise<T> => {
  const response = await fetch(`${origin}/api/v2${path}`, { ...init, headers: { "content-type": "application/json", ...init.headers } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
};

const demoOwnerPages = async (origin: string): Promise<Page[]> => {
  const { accessToken } = await api<{ accessToken: string }>(origin, "/auth/login", {
    method: "POST",
    body: JSON.stringify({ phoneNumber: DEMO_OWNER_PHONE, password: DEVELOPMENT_DEMO_PASSWORD }),
  });
  const businesses = await api<{ resources: ReadonlyArray<{ id: string }> }>(origin, "/my/businesses", { headers: { authorization: `Bearer ${accessToken}` } });
  const businessId = businesses.resources[0]?.id;
  if (businessId === undefined) throw new Error("the demo owner has no business");
  const vouchers = await api<{ resources: ReadonlyArray<{ id: string; type: string }> }>(origin, `/businesses/${businessId}/vouchers?limit=100`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const shared = vouchers.resources.find((voucher) => voucher.type === "SIMPLE_CLAIM");
  if (shared === undefined) throw new Error("the demo business has no SIMPLE_CLAIM voucher to share");
  return [
    { label: "login", path: "/auth/login", token: null },
    { label: "customer claim page", path: `/v/${shared.id}`, token: null },
    { label: "loyalty overview", path: `/b/${businessId}/marketing/loyalty/overview`, token: accessToken },
    { label: "business (after sign-in)", path: `/b/${businessId}`, token: accessToken },
  ];
};

const numeric = (result: Result, audit: string): number => result.audits[audit]?.numericValue ?? Number.NaN;

const transferredKb = (result: Result, type: "script" | "total"): number => {
  const items = (result.audits["resource-summary"]?.details as { items?: ReadonlyArray<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
  return (items.find((item) => item.resourceType === type)?.transferSize ?? Number.NaN) / 1024;
};

const keepReport = async (result: Result, name: string): Promise<void> => {
  const folder = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (folder === undefined || folder === "") return;
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, `${name.replace(/[^a-z0-9]+/gi, "-")}-${Date.now()}.json`), JSON.stringify(result));
};

const gzipSizes = new Map<string, number>();
const gzipBytes = async (url: string): Promise<number> => {
  const known = gzipSizes.get(url);
  if (known !== undefined) return known;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body, { level: 9 }).length;
  gzipSizes.set(url, size);
  return size;
};

const scriptGzipKb = async (result: Result): Promise<number> => {
  const items = (result.audits["network-requests"]?.details as { items?: ReadonlyArray<{ url: string; resourceType?: string }> } | undefined)?.items ?? [];
  const scripts = [...new Set(items.filter((item) => item.resourceType === "Script").map((item) => item.url))];
  const sizes = await Promise.all(scripts.map(gzipBytes));
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
};

const runOnce = async (origin: string, page: Page, preset: (typeof PRESETS)[number]): Promise<LighthouseFigures> => {
  const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", headless: true, args: CHROME_FLAGS });
  try {
    const tab = await browser.newPage();
    if (page.token !== null) {
      await tab.goto(`${origin}/api/health`);
      await tab.evaluate((token) => localStorage.setItem("accessToken", token), page.token);
    }
    const flags = { onlyCategories: ["performance"], logLevel: "error" as const, disableStorageReset: page.token !== null };
    const run = await lighthouse(`${origin}${page.path}`, flags, preset.config, tab);
    if (run === undefined) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const result = run.lhr;
    if (result.runtimeError !== undefined) throw new Error(`Lighthouse: ${result.runtimeError.message}`);
    await keepReport(result, `${page.label}-${preset.name}`);
    return {
      page: page.label,
      preset: preset.name,
      score: Math.round((result.categories.performance?.score ?? 0) * 100),
      fcpMs: numeric(result, "first-contentful-paint"),
      lcpMs: numeric(result, "largest-contentful-paint"),
      tbtMs: numeric(result, "total-blocking-time"),
      cls: numeric(result, "cumulative-layout-shift"),
      scriptKb: transferredKb(result, "script"),
      totalKb: transferredKb(result, "total"),
      scriptGzipKb: await scriptGzipKb(result),
    };
  } finally {
    await browser.close();
  }
};

const median = (runs: ReadonlyArray<LighthouseFigures>): LighthouseFigures => {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseFigures;
};

const measurePages = async (origin: string, runs: number, log: (line: string) => void): Promise<LighthouseFigures[]> => {
  const rows: LighthouseFigures[] = [];
  for (const page of await demoOwnerPages(origin)) {
    for (const preset of PRESETS) {
      const measured: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) measured.push(await runOnce(origin, page, preset));
      const row = median(measured);
      log(`${page.label}, ${preset.name}: ${row.score}`);
      rows.push(row);
    }
  }
  return rows;
};

export const measureLighthouse = async (runs: number, log: (line: string) => void): Promise<LighthouseFigures[]> => {
  const running = process.env.BENCH_LIGHTHOUSE_ORIGIN;
  if (running !== undefined && running !== "") return measurePages(running.replace(/\/$/, ""), runs, log);
  const dataDir = await mkdtemp(join(tmpdir(), "bench-lighthouse-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  log(`starting the server with demo data on ${origin} (builds the UI when stale)`);
  const server = await startServer(dataDir, port);
  try {
    return await measurePages(origin, runs, log);
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
};

const f = (value: number, digits = 0) => value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

export const printLighthouseFigures = (rows: ReadonlyArray<LighthouseFigures>, runs: number): void => {
  console.log(`\nLighthouse 12 performance (Chromium, empty cache, median of ${runs} run${runs === 1 ? "" : "s"}; goal ≥ ${LIGHTHOUSE_GOAL}).`);
  console.log(`Script and total KB as transferred (Brotli); JS gzip: every script the page loaded, gzip -9 each, goal ≤ ${INITIAL_JS_GOAL_KB} KB.\n`);
  console.log("| page                     | preset  | score | goal        | FCP ms | LCP ms | TBT ms |   CLS | script KB | total KB | JS gzip KB | goal          |");
  console.log("|--------------------------|---------|------:|-------------|-------:|-------:|-------:|------:|----------:|---------:|-----------:|---------------|");
  for (const row of rows) {
    const goal = `≥ ${LIGHTHOUSE_GOAL} ${row.score >= LIGHTHOUSE_GOAL ? "met" : "MISSED"}`;
    const jsGoal = `≤ ${INITIAL_JS_GOAL_KB} ${row.scriptGzipKb <= INITIAL_JS_GOAL_KB ? "met" : "MISSED"}`;
    console.log(`| ${row.page.padEnd(24)} | ${row.preset.padEnd(7)} | ${String(row.score).padStart(5)} | ${goal.padEnd(11)} | ${f(row.fcpMs).padStart(6)} | ${f(row.lcpMs).padStart(6)} | ${f(row.tbtMs).padStart(6)} | ${f(row.cls, 3).padStart(5)} | ${f(row.scriptKb, 1).padStart(9)} | ${f(row.totalKb, 1).padStart(8)} | ${f(row.scriptGzipKb, 1).padStart(10)} | ${jsGoal.padEnd(13)} |`);
  }
};
