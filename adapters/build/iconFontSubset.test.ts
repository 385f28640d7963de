// The icon font subset against PrimeIcons' own primeicons.ttf: the kept code points draw the
// same outlines with the same advance widths as in the full font, the others are gone, and the
// file is a well-formed sfnt (sorted tables at 4-byte offsets, matching table checksums and the
// whole-font checksum that head.checkSumAdjustment closes).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { glyphDataOf, glyphIdsOf, subsetIconFont } from "./iconFontSubset";

const full = readFileSync(createRequire(import.meta.url).resolve("primeicons/fonts/primeicons.ttf"));
const fullGlyphs = glyphIdsOf(full);
const [first, second, third] = [...fullGlyphs.keys()].sort((a, b) => a - b);
const SHOP = 0xea02; // pi-shop
const wanted = [third as number, first as number, SHOP, second as number];

const sum = (data: Buffer): number => {
  let total = 0;
  for (let i = 0; i < data.length; i += 4) total = (total + Buffer.concat([data.subarray(i, i + 4), Buffer.alloc(4)]).readUInt32BE(0)) >>> 0;
  return total;
};

const tableDirectory = (font: Buffer) =>
  Array.from({ length: font.readUInt16BE(4) }, (_, i) => {
    const entry = 12 + 16 * i;
    return { tag: font.toString("latin1", entry, entry + 4), checksum: font.readUInt32BE(entry + 4), offset: font.readUInt32BE(entry + 8), length: font.readUInt32BE(entry + 12) };
  });

const advanceWidths = (font: Buffer): number[] => {
  const tables = new Map(tableDirectory(font).map((table) => [table.tag, table]));
  const hhea = tables.get("hhea")!;
  const hmtx = tables.get("hmtx")!;
  const count = font.readUInt16BE(hhea.offset + 34);
  return Array.from({ length: count }, (_, g) => font.readUInt16BE(hmtx.offset + 4 * g));
};

describe("subsetIconFont", () => {
  const subset = subsetIconFont(full, [...wanted, 0x41]);
  const glyphs = glyphIdsOf(subset);

  it("keeps exactly the requested glyphs the font has, with .notdef first", () => {
    expect(fullGlyphs.has(SHOP)).toBe(true);
    expect([...glyphs.keys()].sort((a, b) => a - b)).toEqual([...wanted].sort((a, b) => a - b));
    expect(glyphDataOf(subset)).toHaveLength(wanted.length + 1);
    expect(subset.length).toBeLessThan(full.length / 20);
  });

  it("draws each kept code point with its original outline and advance width", () => {
    const fullOutlines = glyphDataOf(full);
    const outlines = glyphDataOf(subset);
    const fullAdvances = advanceWidths(full);
    const advances = advanceWidths(subset);
    for (const code of wanted) {
      const before = fullGlyphs.get(code)!;
      const after = glyphs.get(code)!;
      expect(outlines[after]!.subarray(0, fullOutlines[before]!.length)).toEqual(fullOutlines[before]);
      expect(advances[after]).toBe(fullAdvances[before]);
    }
  });

  it("is a well-formed sfnt: sorted, aligned tables with matching checksums", () => {
    const directory = tableDirectory(subset);
    expect(directory.map(({ tag }) => tag)).toEqual(directory.map(({ tag }) => tag).sort());
    for (const table of directory) {
      expect(table.offset % 4).toBe(0);
      const data = Buffer.from(subset.subarray(table.offset, table.offset + table.length));
      if (table.tag === "head") data.writeUInt32BE(0, 8);
      expect(sum(data)).toBe(table.checksum);
    }
    expect(sum(subset)).toBe(0xb1b0afba);
  });

  it("ignores code points the font does not have", () => {
    expect(glyphIdsOf(subsetIconFont(full, [0x41, 0x20ac])).size).toBe(0);
  });
});
