// The read-path and POS figures of `npm run bench` (ARCHITECTURE §2.7), measured as users meet
// them: the real server (`adapters/server/start.ts`, what `npm start` runs) in its own process,
// and autocannon in this one, with BENCH_CONNECTIONS (50) connections for BENCH_SECONDS (10 s)
// per call, beside `GET /api/health` of the same server in the same run:
// - the member list's first page (`GET /membership/members?limit=20&skip=0`);
// - member search, rotating name fragments (3 letters of a given name), phone digits (the last
//   7) and card numbers;
// - POS `BILL_COMPLETED` of RM 350.00, which levels its member up and draws a reward.
// Before that, BENCH_MEMBERS (100,000) members are seeded through the commands
// (adapters/demo/seedDataSet.ts) and exported once to xlsx by the server (the streamed export:
// time, size, and how much the server's memory grew meanwhile); after it, the whole log is
// replayed through every projection.
// On PostgreSQL the member page and the bills are then measured again with SCALE_OUT_PROCESSES
// (3) server processes on the same database, the same connections spread over them, to show how
// the throughput grows when users outgrow one process (ARCHITECTURE §2.7, README "Several server
// processes on one PostgreSQL"). The embedded store is one process's folder: it has no such row.
// Each figure is printed with its goal; nothing is asserted.
import { readFile } from "node:fs/promises";
import autocannon from "autocannon";
import { openSqlClient, prepareStore } from "../../adapters/store/openStore";
import { SEED_STORE_OPTIONS, type SeedTotals, seedDataSet } from "../../adapters/demo/seedDataSet";
import { seedMemberOf } from "../../adapters/demo/seedMembers";
import { scryptPasswordHasher } from "../../adapters/auth/passwordHasher";
import { type ServerProcess, type ServerStore, startReadyServer } from "../support/serverProcess";

export interface LoadScale {
  readonly members: number;
  readonly seconds: number;
  readonly connections: number;
}

export interface CallFigures {
  readonly requests: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly non2xx: number;
}

/** The same calls spread over several processes of one database, beside one process. */
export interface ScaleOutFigures {
  readonly processes: number;
  readonly page: CallFigures;
  readonly bills: CallFigures;
}

export interface LoadFigures {
  readonly label: string;
  readonly seeded: SeedTotals;
  /** The streamed member export: its time, size, and the server's memory before it and how much it grew. */
  readonly export: { readonly ms: number; readonly bytes: number; readonly rssBeforeMb: number; readonly rssGrowthMb: number };
  readonly health: CallFigures;
  readonly page: CallFigures;
  readonly search: CallFigures;
  readonly bills: CallFigures;
  readonly replay: { readonly events: number; readonly ms: number };
  readonly scaleOut?: ScaleOutFigures;
}

export const SCALE_OUT_PROCESSES = 3;

const PASSWORD = "bench-pass-1";

const figuresOf = (result: autocannon.Result): CallFigures => ({
  requests: result.requests.total,
  perSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
});

const fire = (options: autocannon.Options): Promise<CallFigures> =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(figuresOf(result))));
  });

/**
 * One autocannon per server, the connections shared out among them, run at once: the rates add
 * up; the latencies are the slowest server's (its p50 and p99), the honest side of a merge
 * autocannon cannot do.
 */
const fireSpread = async (urls: ReadonlyArray<string>, options: Omit<autocannon.Options, "url">, path: string): Promise<CallFigures> => {
  const connections = Number(options.connections ?? 1);
  const results = await Promise.all(
    urls.map((base, i) => fire({ ...options, url: `${base}${path}`, connections: Math.floor(connections / urls.length) + (i < connections % urls.length ? 1 : 0) })),
  );
  return {
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    perSecond: results.reduce((sum, r) => sum + r.perSecond, 0),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
};

/** A third of the searches by a name fragment, a third by phone digits, a third by card number. */
export const searchTermOf = (members: number, k: number): string => {
  const member = seedMemberOf((k * 7919) % members);
  if (k % 3 === 0) return member.name.slice(0, 3);
  if (k % 3 === 1) return member.phoneNumber.slice(-7);
  return member.cardNo;
};

const signIn = async (url: string, phoneNumber: string): Promise<string> => {
  const response = await fetch(`${url}/api/v2/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phoneNumber, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
};

const seed = async (store: ServerStore, members: number, log: (line: string) => void): Promise<SeedTotals> => {
  const { client } = await openSqlClient({ dataDir: store.env.DATA_DIR ?? "", databaseUrl: store.env.DATABASE_URL });
  try {
    await prepareStore(client, SEED_STORE_OPTIONS);
    return await seedDataSet(client, {
      members,
      password: PASSWORD,
      passwords: scryptPasswordHasher({ logN: 10, r: 8, p: 1 }),
      onProgress: ({ members: done, of, elapsedMs }) => {
        if (done % 10_000 === 0 || done === of) log(`  seeded ${done.toLocaleString("en-US")} / ${of.toLocaleString("en-US")} in ${(elapsedMs / 1000).toFixed(0)} s`);
      },
    });
  } finally {
    await client.close();
  }
};

const replay = async (store: ServerStore): Promise<{ events: number; ms: number }> => {
  const { client } = await openSqlClient({ dataDir: store.env.DATA_DIR ?? "", databaseUrl: store.env.DATABASE_URL });
  try {
    const opened = await prepareStore(client, SEED_STORE_OPTIONS);
    const started = performance.now();
    const { events } = await opened.rebuildProjections();
    return { events, ms: performance.now() - started };
  } finally {
    await client.close();
  }
};

/** Resident memory of a process now, in MB (Linux VmRSS). */
const rssMb = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb === undefined ? Number.NaN : Number(kb) / 1024;
};

/**
 * Downloads the export while sampling the server's resident memory every 50 ms: what the export
 * adds is the highest sample minus the memory before it (the server's own start, PGlite's
 * buffers and the compiled code are not the export's).
 */
const exportMembers = async (url: string, headers: Record<string, string>, pid: number) => {
  const before = await rssMb(pid);
  let highest = before;
  const sampler = setInterval(() => void rssMb(pid).then((mb) => (highest = Math.max(highest, mb))), 50);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers });
    if (!response.ok || response.body === null) throw new Error(`export: ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
    return { ms: performance.now() - started, bytes, rssBeforeMb: before, rssGrowthMb: highest - before };
  } finally {
    clearInterval(sampler);
  }
};

export const measureLoad = async (
  label: string,
  store: ServerStore,
  scale: LoadScale,
  log: (line: string) => void,
  options: { readonly scaleOut?: boolean } = {},
): Promise<LoadFigures> => {
  log(`${label}: seeding ${scale.members.toLocaleString("en-US")} members through the commands...`);
  const seeded = await seed(store, scale.members, log);
  // One secret for every process, as the README asks of a multi-process setup.
  const env = { LOYALTY_JOBS_TICK_MS: "0", JWT_SECRET: `bench-secret-${process.pid}-0123456789abcdef0123456789` };
  const servers = [await startReadyServer(store, env)];
  try {
    const [server] = servers as [ServerProcess];
    const token = await signIn(server.url, seeded.business.owner.phoneNumber);
    const headers = { authorization: `Bearer ${token}` };
    const membersPath = `/api/v2/businesses/${seeded.business.businessId}/membership/members`;
    log(`${label}: exporting every member to xlsx...`);
    const exported = await exportMembers(`${server.url}${membersPath}/export`, headers, server.pid);
    const common = { connections: scale.connections, duration: scale.seconds };
    log(`${label}: health, member page, member search, POS bills (${scale.connections} connections, ${scale.seconds} s each)...`);
    const health = await fire({ ...common, url: `${server.url}/api/health` });
    const pageOn = (urls: ReadonlyArray<string>) => fireSpread(urls, { ...common, headers }, `${membersPath}?limit=20&skip=0`);
    const page = await pageOn([server.url]);
    let searches = 0;
    const search = await fire({
      ...common,
      url: `${server.url}${membersPath}`,
      headers,
      requests: [{ setupRequest: (request) => ({ ...request, path: `${membersPath}?limit=20&search=${encodeURIComponent(searchTermOf(scale.members, searches++))}` }) }],
    });
    const restaurantId = seeded.business.restaurantIds[0]!;
    const run = Date.now().toString(36);
    let billCount = 0;
    const bill = () => {
      const k = billCount++;
      const money = { amount: 35_000, precision: 2, currency: "MYR" };
      return JSON.stringify({
        type: "BILL_COMPLETED", billId: `load-${run}-${k}`, memberPhone: seedMemberOf((k * 7919) % scale.members).phoneNumber,
        total: money, items: [{ productId: "bench-feast", quantity: 1, price: money }], closedAt: new Date().toISOString(),
      });
    };
    const billsOn = (urls: ReadonlyArray<string>) =>
      fireSpread(
        urls,
        { ...common, method: "POST", headers: { ...headers, "content-type": "application/json" }, requests: [{ setupRequest: (request) => ({ ...request, body: bill() }) }] },
        `/api/v2/restaurants/${restaurantId}/pos-event`,
      );
    const bills = await billsOn([server.url]);
    let scaleOut: ScaleOutFigures | undefined;
    if (options.scaleOut === true) {
      log(`${label}: member page and POS bills again on ${SCALE_OUT_PROCESSES} server processes of one database...`);
      while (servers.length < SCALE_OUT_PROCESSES) servers.push(await startReadyServer(store, env));
      const urls = servers.map((s) => s.url);
      // The new processes' first requests compile and fill caches the first one already has.
      const fresh = urls.slice(1);
      await pageOn(fresh);
      await billsOn(fresh);
      scaleOut = { processes: SCALE_OUT_PROCESSES, page: await pageOn(urls), bills: await billsOn(urls) };
    }
    await Promise.all(servers.map((s) => s.stop()));
    log(`${label}: replaying the log...`);
    return { label, seeded, export: exported, health, page, search, bills, replay: await replay(store), ...(scaleOut === undefined ? {} : { scaleOut }) };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
};

const n = (value: number, digits = 0) => value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pct = (part: number, whole: number) => `${n((100 * part) / whole, 1)} %`;
const mark = (met: boolean) => (met ? "met" : "NOT met");

interface Goals {
  readonly pageP99: number;
  readonly pageShare: number;
  readonly billsPerSecond: number;
}

const GOALS: Record<string, Goals> = {
  PGlite: { pageP99: 100, pageShare: 8, billsPerSecond: 500 },
  PostgreSQL: { pageP99: 50, pageShare: 15, billsPerSecond: 1000 },
};

export const printLoadFigures = (rows: ReadonlyArray<LoadFigures>, scale: LoadScale, machine: string): void => {
  console.log(`\nRead path and POS under load: ${n(scale.members)} members, autocannon ${scale.connections} connections × ${scale.seconds} s per call from a second process; ${machine}\n`);
  console.log("| store | call | req/s | p50 ms | p99 ms | errors | non-2xx | share of health | goal |");
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---|");
  for (const row of rows) {
    const goals = GOALS[row.label] ?? GOALS.PGlite!;
    const line = (call: string, f: CallFigures, goal: string) =>
      console.log(`| ${row.label} | ${call} | ${n(f.perSecond)} | ${n(f.p50)} | ${n(f.p99)} | ${f.errors} | ${f.non2xx} | ${pct(f.perSecond, row.health.perSecond)} | ${goal} |`);
    line("GET /api/health", row.health, "-");
    const pageMet = row.page.p99 < goals.pageP99 && (100 * row.page.perSecond) / row.health.perSecond >= goals.pageShare && row.page.non2xx === 0;
    line("member list page 1", row.page, `p99 < ${goals.pageP99} ms, ≥ ${goals.pageShare} %: ${mark(pageMet)}`);
    const searchMet = row.search.p99 < 100 && (100 * row.search.perSecond) / row.health.perSecond >= 5 && row.search.non2xx === 0;
    line("member search", row.search, `p99 < 100 ms, ≥ 5 %: ${mark(searchMet)}`);
    const billsMet = row.bills.p99 < 100 && row.bills.perSecond >= goals.billsPerSecond && row.bills.non2xx === 0;
    line("POS BILL_COMPLETED", row.bills, `p99 < 100 ms, ≥ ${goals.billsPerSecond}/s: ${mark(billsMet)}`);
  }
  const scaled = rows.filter((row) => row.scaleOut !== undefined);
  if (scaled.length > 0) {
    console.log("\nSeveral server processes on one database (the connections spread over them; latencies are the slowest process's):\n");
    console.log("| store | call | 1 process req/s | p99 ms | N processes | req/s | p99 ms | errors | non-2xx | growth |");
    console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const row of scaled) {
      const out = row.scaleOut!;
      const line = (call: string, one: CallFigures, many: CallFigures) =>
        console.log(`| ${row.label} | ${call} | ${n(one.perSecond)} | ${n(one.p99)} | ${out.processes} | ${n(many.perSecond)} | ${n(many.p99)} | ${many.errors} | ${many.non2xx} | × ${n(many.perSecond / one.perSecond, 2)} |`);
      line("member list page 1", row.page, out.page);
      line("POS BILL_COMPLETED", row.bills, out.bills);
    }
  }
  console.log("\n| store | export members | export s | xlsx MB | server RSS before MB | RSS growth during export MB | goal < 10 s, < 300 MB |");
  console.log("|---|---:|---:|---:|---:|---:|---|");
  for (const row of rows) {
    const met = row.export.ms < 10_000 && row.export.rssGrowthMb < 300;
    console.log(`| ${row.label} | ${n(row.seeded.members)} | ${n(row.export.ms / 1000, 1)} | ${n(row.export.bytes / 1e6, 1)} | ${n(row.export.rssBeforeMb)} | ${n(row.export.rssGrowthMb)} | ${mark(met)} |`);
  }
  console.log("\n| store | seed members | seed s | goal < 180 s | events | replay s | replay events/s | goal ≥ 20,000/s |");
  console.log("|---|---:|---:|---|---:|---:|---:|---|");
  for (const row of rows) {
    const seedSeconds = row.seeded.elapsedMs / 1000;
    const replayRate = row.replay.events / (row.replay.ms / 1000);
    console.log(`| ${row.label} | ${n(row.seeded.members)} | ${n(seedSeconds, 1)} | ${mark(seedSeconds < 180)} | ${n(row.replay.events)} | ${n(row.replay.ms / 1000, 1)} | ${n(replayRate)} | ${mark(replayRate >= 20_000)} |`);
  }
};
