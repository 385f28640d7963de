// A TrueType subsetter sized for icon fonts such as PrimeIcons' primeicons.ttf: it keeps the
// glyphs of the given code points (and .notdef) and drops the rest, so the UI ships only the
// icons it draws (adapters/build/uiFonts.ts).
// Scope, checked on the way in: simple glyphs only (an icon font has no composite glyphs, which
// would need their components kept too), a cmap format 4 subtable (the Basic Multilingual Plane,
// where icon fonts put their glyphs, U+E000 onward). Hinting and names are kept as they are; the
// result has a long loca, one cmap format 4 table for Unicode and Windows, post format 3 (no
// glyph names) and a fresh checksum.

interface Table {
  readonly tag: string;
  readonly data: Buffer;
}

const tablesOf = (font: Buffer): Map<string, Buffer> => {
  const tables = new Map<string, Buffer>();
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i += 1) {
    const entry = 12 + 16 * i;
    const offset = font.readUInt32BE(entry + 8);
    tables.set(font.toString("latin1", entry, entry + 4), font.subarray(offset, offset + font.readUInt32BE(entry + 12)));
  }
  return tables;
};

const required = (tables: Map<string, Buffer>, tag: string): Buffer => {
  const table = tables.get(tag);
  if (table === undefined) throw new Error(`iconFontSubset: the font has no ${tag} table`);
  return table;
};

/** Code point → glyph id, from the first cmap format 4 subtable. */
export const glyphIdsOf = (font: Buffer): Map<number, number> => {
  const cmap = required(tablesOf(font), "cmap");
  const subtables = cmap.readUInt16BE(2);
  for (let i = 0; i < subtables; i += 1) {
    const sub = cmap.subarray(cmap.readUInt32BE(8 + 8 * i));
    if (sub.readUInt16BE(0) !== 4) continue;
    const segCount = sub.readUInt16BE(6) / 2;
    const ends = 14;
    const starts = ends + 2 * segCount + 2;
    const deltas = starts + 2 * segCount;
    const rangeOffsets = deltas + 2 * segCount;
    const glyphs = new Map<number, number>();
    for (let s = 0; s < segCount; s += 1) {
      const start = sub.readUInt16BE(starts + 2 * s);
      const end = sub.readUInt16BE(ends + 2 * s);
      const delta = sub.readUInt16BE(deltas + 2 * s);
      const rangeOffset = sub.readUInt16BE(rangeOffsets + 2 * s);
      for (let code = start; code <= end && code !== 0xffff; code += 1) {
        const at = rangeOffsets + 2 * s + rangeOffset + 2 * (code - start);
        const raw = rangeOffset === 0 ? code : sub.readUInt16BE(at);
        const glyph = rangeOffset !== 0 && raw === 0 ? 0 : (raw + delta) & 0xffff;
        if (glyph !== 0) glyphs.set(code, glyph);
      }
    }
    return glyphs;
  }
  throw new Error("iconFontSubset: the font has no cmap format 4 subtable");
};

/** The outline bytes of every glyph, by glyph id. */
export const glyphDataOf = (font: Buffer): Buffer[] => {
  const tables = tablesOf(font);
  const glyf = required(tables, "glyf");
  const loca = required(tables, "loca");
  const longLoca = required(tables, "head").readInt16BE(50) === 1;
  const count = required(tables, "maxp").readUInt16BE(4);
  const at = (g: number) => (longLoca ? loca.readUInt32BE(4 * g) : 2 * loca.readUInt16BE(2 * g));
  return Array.from({ length: count }, (_, g) => glyf.subarray(at(g), at(g + 1)));
};

const pad4 = (data: Buffer): Buffer => (data.length % 4 === 0 ? data : Buffer.concat([data, Buffer.alloc(4 - (data.length % 4))]));

const checksum = (data: Buffer): number => {
  const padded = pad4(data);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
};

/** A cmap with one format 4 subtable (one segment per run of consecutive code points). */
const cmapFor = (codes: ReadonlyArray<number>): Buffer => {
  const segments: Array<{ start: number; end: number; glyph: number }> = [];
  codes.forEach((code, i) => {
    const last = segments.at(-1);
    if (last !== undefined && last.end === code - 1) last.end = code;
    else segments.push({ start: code, end: code, glyph: i + 1 });
  });
  segments.push({ start: 0xffff, end: 0xffff, glyph: 0 });
  const segCount = segments.length;
  const log2 = Math.floor(Math.log2(segCount));
  const sub = Buffer.alloc(16 + 8 * segCount);
  sub.writeUInt16BE(4, 0);
  sub.writeUInt16BE(sub.length, 2);
  sub.writeUInt16BE(2 * segCount, 6);
  sub.writeUInt16BE(2 * 2 ** log2, 8);
  sub.writeUInt16BE(log2, 10);
  sub.writeUInt16BE(2 * segCount - 2 * 2 ** log2, 12);
  segments.forEach(({ start, end, glyph }, s) => {
    sub.writeUInt16BE(end, 14 + 2 * s);
    sub.writeUInt16BE(start, 16 + 2 * segCount + 2 * s);
    sub.writeUInt16BE(start === 0xffff ? 1 : (glyph - start) & 0xffff, 16 + 4 * segCount + 2 * s);
  });
  const header = Buffer.alloc(4 + 8 * 2);
  header.writeUInt16BE(2, 2);
  for (const [i, [platform, encoding]] of [[0, 3], [3, 1]].entries()) {
    header.writeUInt16BE(platform as number, 4 + 8 * i);
    header.writeUInt16BE(encoding as number, 6 + 8 * i);
    header.writeUInt32BE(header.length, 8 + 8 * i);
  }
  return Buffer.concat([header, sub]);
};

const assemble = (tables: ReadonlyArray<Table>): Buffer => {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const log2 = Math.floor(Math.log2(sorted.length));
  const directory = Buffer.alloc(12 + 16 * sorted.length);
  directory.writeUInt32BE(0x00010000, 0);
  directory.writeUInt16BE(sorted.length, 4);
  directory.writeUInt16BE(16 * 2 ** log2, 6);
  directory.writeUInt16BE(log2, 8);
  directory.writeUInt16BE(16 * sorted.length - 16 * 2 ** log2, 10);
  let offset = directory.length;
  sorted.forEach(({ tag, data }, i) => {
    const entry = 12 + 16 * i;
    directory.write(tag, entry, "latin1");
    directory.writeUInt32BE(checksum(data), entry + 4);
    directory.writeUInt32BE(offset, entry + 8);
    directory.writeUInt32BE(data.length, entry + 12);
    offset += pad4(data).length;
  });
  const font = Buffer.concat([directory, ...sorted.map(({ data }) => pad4(data))]);
  const headOffset = directory.readUInt32BE(12 + 16 * sorted.findIndex(({ tag }) => tag === "head") + 8);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  return font;
};

/** The font with only .notdef and the glyphs of `codePoints` (those it has), in code point order. */
export const subsetIconFont = (font: Buffer, codePoints: Iterable<number>): Buffer => {
  const tables = tablesOf(font);
  const glyphIds = glyphIdsOf(font);
  const outlines = glyphDataOf(font);
  const codes = [...new Set(codePoints)].filter((code) => glyphIds.has(code)).sort((a, b) => a - b);
  const kept = [0, ...codes.map((code) => glyphIds.get(code) as number)];
  for (const g of kept) if ((outlines[g]?.length ?? 0) > 0 && (outlines[g] as Buffer).readInt16BE(0) < 0) throw new Error(`iconFontSubset: glyph ${g} is composite`);

  const hhea = Buffer.from(required(tables, "hhea"));
  const oldMetrics = hhea.readUInt16BE(34);
  const hmtx = required(tables, "hmtx");
  const advanceOf = (g: number) => hmtx.readUInt16BE(4 * Math.min(g, oldMetrics - 1));
  const bearingOf = (g: number) => (g < oldMetrics ? hmtx.readInt16BE(4 * g + 2) : hmtx.readInt16BE(4 * oldMetrics + 2 * (g - oldMetrics)));
  const newHmtx = Buffer.alloc(4 * kept.length);
  kept.forEach((g, i) => {
    newHmtx.writeUInt16BE(advanceOf(g), 4 * i);
    newHmtx.writeInt16BE(bearingOf(g), 4 * i + 2);
  });
  hhea.writeUInt16BE(kept.length, 34);

  const glyphs = kept.map((g) => pad4(outlines[g] ?? Buffer.alloc(0)));
  const loca = Buffer.alloc(4 * (kept.length + 1));
  glyphs.reduce((offset, glyph, i) => {
    loca.writeUInt32BE(offset, 4 * i);
    loca.writeUInt32BE(offset + glyph.length, 4 * (i + 1));
    return offset + glyph.length;
  }, 0);

  const head = Buffer.from(required(tables, "head"));
  head.writeInt16BE(1, 50);
  head.writeUInt32BE(0, 8);
  const maxp = Buffer.from(required(tables, "maxp"));
  maxp.writeUInt16BE(kept.length, 4);
  const os2 = tables.get("OS/2");
  const newOs2 = os2 === undefined ? undefined : Buffer.from(os2);
  if (newOs2 !== undefined && codes.length > 0) {
    newOs2.writeUInt16BE(codes[0] as number, 64);
    newOs2.writeUInt16BE(codes.at(-1) as number, 66);
  }

  // post format 3: no glyph names, which would have to follow the new glyph order.
  const post = Buffer.from(required(tables, "post").subarray(0, 32));
  post.writeUInt32BE(0x00030000, 0);

  const rebuilt = new Map<string, Buffer>([
    ["cmap", cmapFor(codes)],
    ["glyf", Buffer.concat(glyphs)],
    ["head", head],
    ["hhea", hhea],
    ["hmtx", newHmtx],
    ["loca", loca],
    ["maxp", maxp],
    ["post", post],
    ...(newOs2 === undefined ? [] : [["OS/2", newOs2] as [string, Buffer]]),
  ]);
  const copied = [...tables].filter(([tag]) => ["gasp", "name", "cvt ", "fpgm", "prep"].includes(tag));
  return assemble([...rebuilt, ...copied].map(([tag, data]) => ({ tag, data })));
};
