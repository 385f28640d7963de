// A new PGlite folder costs several seconds (initdb); opening an existing one costs a fraction.
// Tests therefore initialise one folder per worker process (schema applied) and copy it.
import { cp, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore } from "../../adapters/store/openStore";

let template: Promise<string> | undefined;

const createTemplate = async (): Promise<string> => {
  const dataDir = await mkdtemp(join(tmpdir(), "pglite-template-"));
  const opened = await openStore({ dataDir });
  await opened.close();
  return dataDir;
};

/** A fresh DATA_DIR holding an initialised, empty embedded store. */
export const freshDataDir = async (): Promise<string> => {
  template ??= createTemplate();
  const source = await template;
  const dataDir = await mkdtemp(join(tmpdir(), "data-dir-"));
  await cp(source, dataDir, { recursive: true });
  return dataDir;
};
