// Owns: the demo menu's product thumbnails, so `npm start` shows the thumbnail upload's result on
// the products page and in the product editor. Each is a small PNG drawn here (a plate of the
// category's colour on a light ground, no image files in the repository) and stored through the
// files adapter under the key an upload gets (menuThumbnailRoutes.ts), so it is served as an
// uploaded thumbnail is.
import { randomUUID } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import { fileDownloadUrl } from "../../domain/files/downloadUrl";
import type { FileStore } from "../files/fileStore";
import { TEN_YEARS_CACHE } from "../server/files/filesArea";
import { thumbnailKey } from "../server/menu/menuThumbnailRoutes";

export type Rgb = readonly [red: number, green: number, blue: number];

const SIZE = 96;

const chunk = (type: string, data: Buffer): Buffer => {
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const framed = Buffer.alloc(typed.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typed.copy(framed, 4);
  framed.writeUInt32BE(crc32(typed), typed.length + 4);
  return framed;
};

/** A SIZE x SIZE RGB PNG: a disc of `plate` on a ground of `ground`. */
export const platePng = (plate: Rgb, ground: Rgb): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter choice, no interlace
  const rows = Buffer.alloc(SIZE * (1 + SIZE * 3));
  const centre = (SIZE - 1) / 2;
  const radius = SIZE * 0.36;
  for (let y = 0; y < SIZE; y += 1) {
    const row = y * (1 + SIZE * 3);
    for (let x = 0; x < SIZE; x += 1) {
      const onPlate = (x - centre) ** 2 + (y - centre) ** 2 <= radius ** 2;
      rows.set(onPlate ? plate : ground, row + 1 + x * 3);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]);
};

/** Stores a plate thumbnail for a product of `restaurantId`; answers its address for `thumbnail`. */
export const storeDemoThumbnail = async (files: FileStore, restaurantId: string, plate: Rgb, ground: Rgb): Promise<string> => {
  const stored = await files.put(thumbnailKey(restaurantId, randomUUID()), new Uint8Array(platePng(plate, ground)), {
    contentType: "image/png",
    cacheControl: TEN_YEARS_CACHE,
    metadata: { restaurantId },
  });
  return fileDownloadUrl(stored.key, stored.version);
};
