import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { MENU_MODULES } from "../../../domain/menu/menuModules";
import type { MenuDocumentView } from "../../../domain/menu/menuView";
import { answerEncoding } from "../compression";
import { menuDocumentBytes, menuDocumentEncoded } from "./menuDocumentJson";

const documentOf = (products: number): MenuDocumentView => ({
  _id: "menu-r1", _rev: 3, updatedAt: null, masterCatalogSetting: { inclusiveTaxes: false },
  ...Object.fromEntries(MENU_MODULES.map((m) => [m, []])),
  product: Array.from({ length: products }, (_, i) => ({ id: `p${i}`, name: `Product ${i}` })),
}) as unknown as MenuDocumentView;

describe("the menu document's compressed answer", () => {
  it("compresses one revision once: a second read gets the same bytes, which decompress to the answer", () => {
    const document = documentOf(200);
    const br = menuDocumentEncoded(document, "br");
    expect(menuDocumentEncoded(document, "br")).toBe(br);
    expect(brotliDecompressSync(br).equals(menuDocumentBytes(document))).toBe(true);
    const gzip = menuDocumentEncoded(document, "gzip");
    expect(menuDocumentEncoded(document, "gzip")).toBe(gzip);
    expect(gunzipSync(gzip).equals(menuDocumentBytes(document))).toBe(true);
    expect(menuDocumentEncoded(documentOf(200), "br")).not.toBe(br);
  });

  it("negotiates as the compression plugin does: the client's preference, Brotli on a tie", () => {
    expect(answerEncoding({ "accept-encoding": "gzip, deflate, br" })).toBe("br");
    expect(answerEncoding({ "accept-encoding": "gzip;q=1, br;q=0.5" })).toBe("gzip");
    expect(answerEncoding({ "accept-encoding": "x-gzip" })).toBe("gzip");
    expect(answerEncoding({ "accept-encoding": "*" })).toBe("br");
    expect(answerEncoding({ "accept-encoding": "br;q=0, gzip;q=0" })).toBeNull();
    expect(answerEncoding({ "accept-encoding": "identity" })).toBeNull();
    expect(answerEncoding({})).toBeNull();
    expect(answerEncoding({ "accept-encoding": "br", "x-no-compression": "1" })).toBeNull();
  });
});
