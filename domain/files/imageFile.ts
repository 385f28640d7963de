// Owns: what an uploaded image must be (spec 2 §2 Settings "Member card design ... with an image
// upload; the recommended image is 950 x 600 px"; §5 "Image upload: invalid ref or invalid file
// errors"): a PNG, JPEG or WebP recognised by its first bytes (not by the name or the declared
// type a client sends), of at most 2 MB; anything else is 'Invalid file'. Its pixel size is read
// from the header so the screen can tell whether it matches the recommended 950 x 600.
// Decisions where the spec is silent: the size is a recommendation, never a refusal; an empty
// upload is 'Invalid file'; the declared content type, when given, must agree with the bytes.
export const INVALID_FILE = "Invalid file";
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const RECOMMENDED_CARD_IMAGE = { width: 950, height: 600 } as const;

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export interface ImageFile {
  readonly contentType: ImageType;
  readonly size: number;
  /** Pixel size from the header; null when the header does not say (a progressive JPEG's SOF later on). */
  readonly width: number | null;
  readonly height: number | null;
}

const startsWith = (bytes: Uint8Array, prefix: ReadonlyArray<number>, at = 0): boolean =>
  prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string): ReadonlyArray<number> => [...text].map((c) => c.charCodeAt(0));

/** The image type the bytes are, or null. */
export const imageTypeOf = (bytes: Uint8Array): ImageType | null => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
};

const u16be = (b: Uint8Array, at: number): number => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32be = (b: Uint8Array, at: number): number => ((u16be(b, at) << 16) >>> 0) + u16be(b, at + 2);
const u16le = (b: Uint8Array, at: number): number => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number): number => u16le(b, at) | ((b[at + 2] ?? 0) << 16);

const jpegSize = (b: Uint8Array): { width: number; height: number } | null => {
  let at = 2;
  while (at + 9 < b.length && b[at] === 0xff) {
    const marker = b[at + 1] ?? 0;
    const length = u16be(b, at + 2);
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    at += 2 + length;
  }
  return null;
};

const webpSize = (b: Uint8Array): { width: number; height: number } | null => {
  const chunk = String.fromCharCode(...b.slice(12, 16));
  if (chunk === "VP8X") return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === "VP8 ") return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
};

const pixelSize = (type: ImageType, b: Uint8Array): { width: number; height: number } | null => {
  switch (type) {
    case "image/png": return b.length >= 24 ? { width: u32be(b, 16), height: u32be(b, 20) } : null;
    case "image/jpeg": return jpegSize(b);
    case "image/webp": return webpSize(b);
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
};

/** The image the bytes hold, or 'Invalid file'. `declared` is the client's content type, if any. */
export const readImage = (bytes: Uint8Array, declared: string | null = null): ImageFile | typeof INVALID_FILE => {
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) return INVALID_FILE;
  const contentType = imageTypeOf(bytes);
  if (contentType === null) return INVALID_FILE;
  if (declared !== null && declared.split(";")[0]?.trim().toLowerCase() !== contentType) return INVALID_FILE;
  const size = pixelSize(contentType, bytes);
  return { contentType, size: bytes.length, width: size?.width ?? null, height: size?.height ?? null };
};
