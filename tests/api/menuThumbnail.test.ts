// A product's thumbnail over HTTP (spec 4 §3 Product `thumbnail`; issue 16 item 3): an image
// upload through the files adapter answers a download URL the product then keeps; anything but a
// PNG, JPEG or WebP of at most 2 MB is 'Invalid file' and stores nothing; a member without a Menu
// right, another business or no token cannot upload.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";

let harness: Harness;
let owner: Client;
let menuReader: Client;
let stranger: Client;
let menuPath: string;
let restaurantId: string;

/** A PNG header for a width x height image, padded to `size` bytes. */
const png = (width: number, height: number, size = 64): Buffer => {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(bytes);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
};

beforeAll(async () => {
  harness = await startBusinessApp();
  owner = await signUp(harness, "+60123480101");
  menuReader = await signUp(harness, "+60123480102");
  stranger = await signUp(harness, "+60123480103");
  const business = await owner.ok("POST", "/businesses", { name: "Thumb Cafe", url: "thumb-cafe" });
  const restaurant = await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "Thumb 1" } });
  restaurantId = restaurant.id;
  menuPath = `/restaurants/${restaurant.id}/menu-v3`;
  await owner.ok("POST", `/businesses/${business.id}/team`, { phoneNumber: menuReader.phoneNumber, grants: [{ action: "read", subject: "Menu" }] });
  await stranger.ok("POST", "/businesses", { name: "Other Cafe", url: "other-thumb-cafe" });
});
afterAll(() => harness.app.close());

const upload = (client: Client, body: unknown, contentType = "image/png") => client.send("PUT", `${menuPath}/thumbnail`, body, { "content-type": contentType });

describe("a product's thumbnail", () => {
  it("is stored under the restaurant and answered as a download URL the product keeps", async () => {
    const image = png(400, 300);
    const response = await upload(owner, image);
    expect(response.statusCode, response.body).toBe(200);
    const stored = response.json().data;
    expect(stored).toEqual({
      url: expect.stringMatching(new RegExp(`^/api/v2/files/restaurant/${restaurantId}/menu/thumbnails/[0-9a-f-]{36}\\?v=[0-9a-f]{16}$`)),
      contentType: "image/png", size: 64, width: 400, height: 300,
    });
    const served = await harness.app.inject({ method: "GET", url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(image)).toBe(true);
    expect(served.headers).toMatchObject({ "content-type": "image/png", "cache-control": "public, max-age=315360000, immutable" });
    const menu = await owner.ok("PUT", menuPath, { module: "product", operation: "create", data: { name: "Kopi O", price: { amount: 280, precision: 2, currency: "MYR" }, thumbnail: stored.url } });
    expect(menu.product.at(-1).thumbnail).toBe(stored.url);
  });

  it("gives every upload its own URL, so a product's image never changes under it", async () => {
    const first = (await upload(owner, png(10, 10))).json().data.url;
    const second = (await upload(owner, png(10, 10))).json().data.url;
    expect(second).not.toBe(first);
    expect((await harness.app.inject({ method: "GET", url: first })).statusCode).toBe(200);
  });

  it("refuses what is not a PNG, JPEG or WebP of at most 2 MB, and stores nothing", async () => {
    for (const [body, type] of [
      [Buffer.from("GIF89a not accepted"), "image/gif"],
      [Buffer.from("<svg></svg>"), "image/svg+xml"],
      [png(10, 10), "image/jpeg"],
      [Buffer.alloc(0), "image/png"],
      [png(10, 10, 2 * 1024 * 1024 + 1), "image/png"],
    ] as const) {
      const response = await upload(owner, body, type);
      expect(response.statusCode, type).toBe(400);
      expect(response.json().message).toBe("Invalid file");
    }
  });

  it("is refused to a member who may only read the menu, to another business and without a token", async () => {
    expect((await upload(menuReader, png(10, 10))).statusCode).toBe(403);
    const other = await upload(stranger, png(10, 10));
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe("Invalid restaurant");
    const anonymous = await harness.app.inject({ method: "PUT", url: `/api/v2${menuPath}/thumbnail`, payload: png(10, 10), headers: { "content-type": "image/png" } });
    expect(anonymous.statusCode).toBe(401);
  });
});
