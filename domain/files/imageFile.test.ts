// What an uploaded image must be (imageFile.ts): the type from its bytes, its pixel size, the
// 2 MB limit and 'Invalid file' for everything else.
import { describe, expect, it } from "vitest";
import { INVALID_FILE, MAX_IMAGE_BYTES, readImage } from "./imageFile";

/** A PNG header (signature + IHDR) for a width x height image. */
const pngHeader = (width: number, height: number): Uint8Array => {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
};

const jpeg = (width: number, height: number): Uint8Array =>
  new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 0, 0, 0]);

const webpX = (width: number, height: number): Uint8Array => {
  const bytes = new Uint8Array(30);
  bytes.set([..."RIFF"].map((c) => c.charCodeAt(0)), 0);
  bytes.set([..."WEBPVP8X"].map((c) => c.charCodeAt(0)), 8);
  const w = width - 1;
  const h = height - 1;
  bytes.set([w & 255, (w >> 8) & 255, (w >> 16) & 255, h & 255, (h >> 8) & 255, (h >> 16) & 255], 24);
  return bytes;
};

describe("reading an uploaded image", () => {
  it("recognises PNG, JPEG and WebP by their bytes and reads their pixel size", () => {
    expect(readImage(pngHeader(950, 600))).toEqual({ contentType: "image/png", size: 33, width: 950, height: 600 });
    expect(readImage(jpeg(950, 600), "image/jpeg")).toMatchObject({ contentType: "image/jpeg", width: 950, height: 600 });
    expect(readImage(webpX(400, 634))).toMatchObject({ contentType: "image/webp", width: 400, height: 634 });
  });

  it("refuses what is not an image, an empty upload, a type the bytes deny, and more than 2 MB", () => {
    expect(readImage(new TextEncoder().encode("<svg></svg>"))).toBe(INVALID_FILE);
    expect(readImage(new Uint8Array())).toBe(INVALID_FILE);
    expect(readImage(pngHeader(1, 1), "image/jpeg")).toBe(INVALID_FILE);
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(pngHeader(1, 1));
    expect(readImage(big)).toBe(INVALID_FILE);
    expect(readImage(big.subarray(0, MAX_IMAGE_BYTES))).toMatchObject({ contentType: "image/png" });
  });
});
