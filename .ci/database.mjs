// Creates or drops the throw-away PostgreSQL database of one CI run: `create|drop <adminUrl> <name>`.
import pg from "pg";

const [action, adminUrl, name] = process.argv.slice(2);
if (!/^[a-z_][a-z0-9_]*$/.test(name ?? "") || !["create", "drop"].includes(action ?? "")) {
  console.error("usage: database.mjs create|drop <adminUrl> <name>");
  process.exit(2);
}
const client = new pg.Client({ connectionString: adminUrl });
await client.connect();
try {
  await client.query(action === "create" ? `CREATE DATABASE ${name}` : `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
} finally {
  await client.end();
}
