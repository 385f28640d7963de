// The commit notices between server processes on one PostgreSQL (commitNotice.ts, commitFeed.ts):
// what a notice says, and (with TEST_DATABASE_URL) how the feed hands on other processes'
// notices and what it does when its connection drops.
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { type CommitFeed, type CommitListener, postgresCommitFeed } from "./commitFeed";
import { type CommitNotice, EVERYTHING_CHANGED, noticeText, notifySql, parseNotice } from "./commitNotice";

describe("a commit notice", () => {
  it("names the tables and stream versions of a unit, and says `all` when longer than pg_notify takes", () => {
    const short = noticeText({ origin: "p1", tables: ["rm_members"], streams: [["member-1", 3]] });
    expect(parseNotice(short)).toEqual({ origin: "p1", tables: ["rm_members"], streams: [["member-1", 3]] });
    const streams = Array.from({ length: 400 }, (_, i) => [`product-${i}-of-a-long-import`, 1] as const);
    expect(parseNotice(noticeText({ origin: "p1", tables: ["rm_products"], streams }))).toEqual({ origin: "p1", all: true });
    expect(parseNotice(EVERYTHING_CHANGED)).toEqual({ origin: "", all: true });
  });

  it("is ignored when it is not one", () => {
    expect([parseNotice("not json"), parseNotice("{}"), parseNotice('{"origin":"p","tables":"rm_members"}')]).toEqual([undefined, undefined, undefined]);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
let schemas = 0;

describe.runIf(databaseUrl !== undefined && databaseUrl !== "")("the commit feed on PostgreSQL", () => {
  const url = databaseUrl ?? "";
  const opened: Array<{ close: () => Promise<void> }> = [];
  afterEach(async () => {
    for (const o of opened.splice(0).reverse()) await o.close();
  });

  const freshSchema = async (): Promise<string> => {
    const schema = `feed_${process.pid}_${Date.now()}_${schemas++}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    return schema;
  };
  const connectionIn = async (schema: string): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await client.connect();
    opened.push({ close: () => client.end() });
    return client;
  };
  const feedIn = async (schema: string): Promise<{ feed: CommitFeed; heard: CommitNotice[]; forgotten: () => number }> => {
    const feed = await postgresCommitFeed(url, schema);
    opened.push(feed);
    const heard: CommitNotice[] = [];
    let forgets = 0;
    const listener: CommitListener = { notice: (notice) => heard.push(notice), lost: () => (forgets += 1) };
    feed.listen(listener);
    return { feed, heard, forgotten: () => forgets };
  };
  const send = (client: pg.Client, notice: CommitNotice) => client.query(`SELECT ${notifySql(1)}`, [noticeText(notice)]);
  const until = async (condition: () => boolean): Promise<boolean> => {
    for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    return condition();
  };

  it("hands on the notices of other processes, not its own, on its schema's channel only", async () => {
    const schema = await freshSchema();
    const other = await freshSchema();
    const { feed, heard } = await feedIn(schema);
    const writer = await connectionIn(schema);
    const elsewhere = await connectionIn(other);
    await send(elsewhere, { origin: "another-schema", tables: ["rm_users"], streams: [] });
    await send(writer, { origin: feed.origin, tables: ["rm_users"], streams: [] });
    await send(writer, { origin: "process-b", tables: ["rm_businesses"], streams: [["business-1", 2]] });
    expect(await until(() => heard.length > 0)).toBe(true);
    expect(heard).toEqual([{ origin: "process-b", tables: ["rm_businesses"], streams: [["business-1", 2]] }]);
  });

  it("is not live while its connection is down, and back, tells its listeners to forget what they kept, in a new generation", async () => {
    const schema = await freshSchema();
    const { feed, heard, forgotten } = await feedIn(schema);
    expect(feed.live()).toBe(true);
    const before = { generation: feed.generation(), forgotten: forgotten() };
    const admin = await connectionIn(schema);
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1", [`LISTEN "store_commits:${schema}"`]);
    expect(await until(() => !feed.live())).toBe(true);
    expect(await until(() => feed.live())).toBe(true);
    expect(feed.generation()).toBeGreaterThan(before.generation + 1);
    expect(forgotten()).toBeGreaterThanOrEqual(before.forgotten + 2);
    await send(admin, { origin: "process-b", tables: ["rm_users"], streams: [] });
    expect(await until(() => heard.length > 0)).toBe(true);
  });
});
