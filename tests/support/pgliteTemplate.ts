// A new PGlite folder costs seconds (initdb, 10-30 s on a loaded machine); copying an
// initialised one costs a fraction. The global setup initialises one folder (schema applied)
// for the whole run, with the product's read tables created; every test copies it.
import { cp, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore } from "../../adapters/store/openStore";
import { productProjections } from "../../domain/catalogue";

export const TEMPLATE_ENV = "PGLITE_TEMPLATE_DIR";

export const createTemplate = async (): Promise<string> => {
  const dataDir = await mkdtemp(join(tmpdir(), "pglite-template-"));
  const opened = await openStore({ dataDir, projections: productProjections });
  await opened.close();
  return dataDir;
};

let template: Promise<string> | undefined;

/** A fresh DATA_DIR holding an initialised, empty embedded store. */
export const freshDataDir = async (): Promise<string> => {
  const fromSetup = process.env[TEMPLATE_ENV];
  template ??= fromSetup !== undefined && fromSetup !== "" ? Promise.resolve(fromSetup) : createTemplate();
  const dataDir = await mkdtemp(join(tmpdir(), "data-dir-"));
  await cp(await template, dataDir, { recursive: true });
  return dataDir;
};
