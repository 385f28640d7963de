// A PostgreSQL database that lives for one bench run, made and dropped on the server of
// `adminUrl` as .ci/database.mjs does for CI: `CREATE DATABASE`, the work, `DROP DATABASE ...
// WITH (FORCE)` even when the work fails. Answers null, and says why, when the server cannot be
// reached, so the bench goes on without PostgreSQL.
import pg from "pg";

const adminQuery = async (adminUrl: string, sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

export const withThrowawayDatabase = async <T>(adminUrl: string, name: string, work: (url: string) => Promise<T>): Promise<T | null> => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid database name ${name}`);
  try {
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`PostgreSQL skipped: ${adminUrl.replace(/\/\/[^@/]*@/, "//…@")} unreachable (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
};
