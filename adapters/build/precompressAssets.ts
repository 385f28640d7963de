// Precompression of the built UI: after `vite build` writes its output, every text file (script,
// style, page, SVG, JSON) and TrueType font gets a Brotli `.br` and a gzip `.gz` sibling, which the server sends as
// is (@fastify/static `preCompressed`, adapters/server/staticUi.ts), so no request pays for
// compressing a bundle.
// Decisions: maximum quality (Brotli 11, gzip 9), since this runs once per build, except Brotli 9
// for files over 512 KB (the Lab's elk and the export's exceljs, loaded on their pages only),
// where 11 would add about ten seconds to every build for a few percent; files under 1 KB stay alone (the headers would outweigh the saving), as does a compressed copy that is not
// smaller than its source. Compression runs on libuv's thread pool, a few files at a time.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest|ttf)$/;
const MIN_BYTES = 1024;
const LARGE_BYTES = 512 * 1024;
const PARALLEL = 4;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
};

const encodings = [
  {
    extension: ".br",
    encode: (source: Buffer) =>
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: source.length > LARGE_BYTES ? 9 : 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
  },
  { extension: ".gz", encode: (source: Buffer) => gzipped(source, { level: 9 }) },
];

const precompressFile = async (file: string): Promise<void> => {
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return;
  await Promise.all(
    encodings.map(async ({ extension, encode }) => {
      const compressed = await encode(source);
      if (compressed.length < source.length) await writeFile(file + extension, compressed);
    }),
  );
};

/** Writes `.br` and `.gz` beside every compressible file under `dir`. */
export const precompressDir = async (dir: string): Promise<void> => {
  const queue = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const worker = async (): Promise<void> => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) await precompressFile(file);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
};

/** The Vite plugin: precompresses the output folder once a build has written it. */
export const precompressAssets = (): Plugin => {
  let outDir = "";
  return {
    name: "precompress-assets",
    apply: "build",
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: async () => {
      await precompressDir(outDir);
    },
  };
};
