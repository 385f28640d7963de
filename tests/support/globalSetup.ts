// Vitest global setup: one initialised PGlite folder for every worker to copy.
import { rm } from "node:fs/promises";
import { createTemplate, TEMPLATE_ENV } from "./pgliteTemplate";

export default async function setup(): Promise<() => Promise<void>> {
  const dir = await createTemplate();
  process.env[TEMPLATE_ENV] = dir;
  return () => rm(dir, { recursive: true, force: true });
}
