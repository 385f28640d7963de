// Owns: running a batch of engine commands inside ONE database transaction, for `npm run seed`
// and the bench. The SQL event store opens a transaction per append; here each of those becomes
// a savepoint of the batch's open transaction, so every append keeps its own all-or-nothing
// behaviour (a version conflict or a duplicate key rolls back only that append, and the command
// handler reloads and decides again as it always does), while the batch pays for one commit
// (one WAL flush on PGlite, one fsync on PostgreSQL) instead of one per command.
// Decisions: the commands of a batch run one after another (savepoints are a stack); a failure
// that escapes the batch rolls the whole batch back, and the seed stops with its message.
import type { SqlClient, SqlExecutor } from "../store/sqlClient";

/** A SqlClient whose transactions are savepoints of the open transaction `tx`. */
export const savepointClient = (tx: SqlExecutor): SqlClient => {
  let depth = 0;
  return {
    query: (sql, params) => tx.query(sql, params),
    transaction: async (work) => {
      const name = `seed_savepoint_${(depth += 1)}`;
      try {
        await tx.query(`SAVEPOINT ${name}`);
        try {
          const result = await work(tx);
          await tx.query(`RELEASE SAVEPOINT ${name}`);
          return result;
        } catch (error) {
          await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
          await tx.query(`RELEASE SAVEPOINT ${name}`);
          throw error;
        }
      } finally {
        depth -= 1;
      }
    },
    exec: () => Promise.reject(new Error("A schema script cannot run inside a seed batch")),
    // The batch's transaction belongs to the caller of client.transaction, which ends it.
    close: async () => undefined,
  };
};

/** Runs `work` in one transaction of `client`, with a SqlClient that nests in it. */
export const inOneTransaction = <T>(client: SqlClient, work: (batch: SqlClient) => Promise<T>): Promise<T> =>
  client.transaction((tx) => work(savepointClient(tx)));
