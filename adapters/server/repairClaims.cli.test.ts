// `npm run repair-claims` on a real store (PGlite, and PostgreSQL when TEST_DATABASE_URL is set)
// seeded as an older version could leave it: a phone claimed by a user that was never written,
// beside a whole account. The dry run lists the orphan and writes nothing; the repair frees the
// phone for a new registration and keeps the account's claim.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openAccount } from "../../domain/auth/application/openAccount";
import { PHONE_IN_USE, phoneClaimDecider, phoneStreamId } from "../../domain/auth/phoneClaim";
import { productEventTypes, productProjections } from "../../domain/catalogue";
import { type ServerStore, freshServerStore, serverStoreNames } from "../../tests/support/serverProcess";
import { openStore } from "../store/openStore";
import { engineRuntime } from "./engineRuntime";

const ORPHAN = "+60111000001";
const GHOST = "f00000000000000000000001";

const run = promisify(execFile);

describe.each(serverStoreNames())("npm run repair-claims on %s", (name) => {
  let store: ServerStore;

  const withEngine = async <T>(work: (engine: ReturnType<typeof engineRuntime>) => Promise<T>): Promise<T> => {
    const opened = await openStore({
      dataDir: store.env.DATA_DIR!, databaseUrl: store.env.DATABASE_URL, projections: productProjections, upcast: productEventTypes.upcast,
    });
    try {
      return await work(engineRuntime(opened.store));
    } finally {
      await opened.close();
    }
  };
  const repair = async (...args: string[]) => {
    const inherited = { ...process.env };
    delete inherited.DATABASE_URL;
    const { stdout } = await run(process.execPath, ["--import", "tsx", "adapters/server/repairClaims.cli.ts", ...args], { env: { ...inherited, ...store.env } });
    return stdout.trim().split("\n");
  };
  const register = (engine: ReturnType<typeof engineRuntime>, phoneNumber: string) =>
    openAccount(engine, { phoneNumber, name: "Aina", passwordHash: "hash" }, null);

  beforeEach(async () => {
    store = await freshServerStore(name);
    await withEngine(async (engine) => {
      await engine.runner.run(phoneClaimDecider, phoneStreamId(ORPHAN), { type: "ClaimPhone", data: { phoneNumber: ORPHAN, userId: GHOST } }, { actor: "test" });
      await register(engine, "+60111000002");
    });
  });
  afterEach(() => store.dispose());

  it("lists the orphan on a dry run and changes nothing", async () => {
    expect(await repair("--dry-run")).toEqual([
      `Read 3 events on ${name}: 2 claim streams.`,
      `Orphan phone claim ${ORPHAN} (phone-${ORPHAN}): owner missing (user-${GHOST}), would be released.`,
      "Claims held by their owners: 1. Orphans found: 1, released: 0 (dry run).",
    ]);
    await withEngine(async (engine) => {
      await expect(register(engine, ORPHAN)).rejects.toThrow(PHONE_IN_USE);
    });
  });

  it("releases the orphan, so the phone registers again, and finds nothing more on a second run", async () => {
    expect(await repair()).toContain(`Orphan phone claim ${ORPHAN} (phone-${ORPHAN}): owner missing (user-${GHOST}), released.`);
    await withEngine(async (engine) => {
      await expect(register(engine, ORPHAN)).resolves.toBeTypeOf("string");
    });
    expect((await repair()).at(-1)).toBe("Claims held by their owners: 2. Orphans found: 0, released: 0.");
  });
});
