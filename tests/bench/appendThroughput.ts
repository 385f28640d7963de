// Measures events appended per second through the engine (command handler: load, fold,
// decide, append with expected version, inline projection) against the raw INSERT rate of the
// same database in the same run, one event per transaction and 100 per transaction.
import { Result } from "effect";
import type { Decider } from "../../domain/engine/decider";
import { accept } from "../../domain/engine/decider";
import { commandHandler } from "../../domain/engine/commandHandler";
import { eventTypeRegistry } from "../../domain/engine/eventTypes";
import type { Projection } from "../../domain/engine/projection";
import { applySchema, openSqlClient, type StoreConfig } from "../../adapters/store/openStore";
import type { SqlClient } from "../../adapters/store/sqlClient";
import { sqlEventStore } from "../../adapters/store/sqlEventStore";
import { testContext } from "../support/decideContext";
import { readTable } from "../../domain/engine/readTable";

type Tick = { type: "Ticked"; data: { n: number; note: string } };
const ticker: Decider<number, { count: number }, Tick> = {
  initialState: 0,
  decide: (command, state) =>
    accept(...Array.from({ length: command.count }, (_, i): Tick => ({ type: "Ticked", data: { n: state + i + 1, note: "bench" } }))),
  evolve: (state) => state + 1,
};
const tally: Projection = {
  name: "tally",
  tables: [readTable({ name: "tally", columns: {} })],
  apply: (event, tx) => tx.put("tally", event.streamId, { stream: event.streamId, version: event.version }),
};

export interface Figures {
  readonly label: string;
  readonly perTransaction: number;
  readonly engine: number;
  readonly raw: number;
}

const STREAMS = 50;

const timed = async (events: number, work: () => Promise<void>): Promise<number> => {
  const started = performance.now();
  await work();
  return events / ((performance.now() - started) / 1000);
};

const rawInserts = async (client: SqlClient, transactions: number, perTransaction: number): Promise<number> => {
  await client.exec("CREATE TABLE IF NOT EXISTS raw_bench (id BIGSERIAL PRIMARY KEY, stream_id TEXT NOT NULL, version INTEGER NOT NULL, data JSONB NOT NULL, UNIQUE (stream_id, version))");
  await client.exec("TRUNCATE raw_bench");
  return timed(transactions * perTransaction, async () => {
    for (let t = 0; t < transactions; t++) {
      await client.transaction(async (tx) => {
        for (let i = 0; i < perTransaction; i++) {
          await tx.query("INSERT INTO raw_bench (stream_id, version, data) VALUES ($1, $2, $3::jsonb)", [
            `s-${t % STREAMS}`, Math.floor(t / STREAMS) * perTransaction + i + 1, JSON.stringify({ n: i, note: "bench" }),
          ]);
        }
      });
    }
  });
};

const engineAppends = async (client: SqlClient, prefix: string, commands: number, perCommand: number): Promise<number> => {
  const registry = eventTypeRegistry([]);
  const handler = commandHandler(sqlEventStore(client, { projections: [tally] }), registry);
  const meta = { actor: "bench", correlationId: "bench" };
  return timed(commands * perCommand, async () => {
    for (let c = 0; c < commands; c++) {
      const result = await handler.handle(ticker, `${prefix}-${c % STREAMS}`, { count: perCommand }, { context: testContext(), meta });
      if (Result.isFailure(result)) throw result.failure;
    }
  });
};

export const measure = async (label: string, config: StoreConfig, scale: { single: number; batches: number }): Promise<Figures[]> => {
  const { client } = await openSqlClient(config);
  try {
    await applySchema(client);
    const run = `r${Date.now().toString(36)}`;
    const singleEngine = await engineAppends(client, `${run}-one`, scale.single, 1);
    const singleRaw = await rawInserts(client, scale.single, 1);
    const batchEngine = await engineAppends(client, `${run}-batch`, scale.batches, 100);
    const batchRaw = await rawInserts(client, scale.batches, 100);
    return [
      { label, perTransaction: 1, engine: singleEngine, raw: singleRaw },
      { label, perTransaction: 100, engine: batchEngine, raw: batchRaw },
    ];
  } finally {
    await client.close();
  }
};
