// The member card image over HTTP (spec 2 §2 Settings, §5 image upload errors, §7 storage path,
// metadata and 10-year cache): an upload through the files adapter answers a download URL that
// the design then uses; anything but a PNG, JPEG or WebP of at most 2 MB is 'Invalid file' and
// stores nothing; another business neither uploads here nor points its card at this upload.
import { beforeAll, describe, expect, it } from "vitest";
import { type MemberWorld, messageOf, openMemberShop, startMemberWorld } from "./loyaltyMembersHarness";

let world: MemberWorld;
beforeAll(async () => {
  world = await startMemberWorld();
});

/** A PNG header for a width x height image, padded to `size` bytes. */
const png = (width: number, height: number, size = 64): Buffer => {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(bytes);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
};

const upload = (shop: Pick<MemberWorld, "owner" | "path">, body: unknown, contentType = "image/png") =>
  shop.owner.send("PUT", shop.path("/design/image"), body, { "content-type": contentType });
const download = (url: string) => world.harness.app.inject({ method: "GET", url });

describe("uploading the card image", () => {
  it("stores it at the spec's path and answers a download URL the design can use", async () => {
    const image = png(950, 600);
    const response = await upload(world, image);
    expect(response.statusCode).toBe(200);
    const stored = response.json().data;
    expect(stored).toEqual({
      url: expect.stringMatching(new RegExp(`^/api/v2/files/business/${world.businessId}/membership/design/image\\.png\\?v=[0-9a-f]{16}$`)),
      contentType: "image/png", size: 64, width: 950, height: 600, recommended: { width: 950, height: 600 },
    });
    const served = await download(stored.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(image)).toBe(true);
    expect(served.headers).toMatchObject({ "content-type": "image/png", "cache-control": "public, max-age=315360000, immutable", "x-content-type-options": "nosniff" });
    const programme = await world.owner.ok("PUT", world.path("/design"), { type: "IMAGE", image: stored.url });
    expect(programme.design).toEqual({ type: "IMAGE", image: stored.url });
  });

  it("gives a new upload a new URL: the old one is no longer served nor accepted", async () => {
    const first = (await upload(world, png(400, 634))).json().data.url;
    const second = (await upload(world, png(950, 600, 80))).json().data.url;
    expect(second).not.toBe(first);
    expect((await download(first)).statusCode).toBe(404);
    expect((await download(second.split("?")[0])).statusCode).toBe(404);
    const stale = await world.owner.send("PUT", world.path("/design"), { type: "IMAGE", image: first });
    expect(stale.statusCode).toBe(400);
    expect(messageOf(stale)).toBe("Invalid ref");
  });

  it.each([
    ["text", Buffer.from("not an image"), "text/plain"],
    ["an SVG", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/svg+xml"],
    ["a PNG declared as JPEG", png(10, 10), "image/jpeg"],
    ["JSON", { image: "data" }, "application/json"],
    ["an empty body", Buffer.alloc(0), "image/png"],
    ["more than 2 MB", png(950, 600, 2 * 1024 * 1024 + 1), "image/png"],
  ])("refuses %s with 'Invalid file' and keeps the stored image", async (_, body, contentType) => {
    const kept = (await upload(world, png(950, 600, 99))).json().data.url;
    const response = await upload(world, body, contentType);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe("Invalid file");
    expect((await download(kept)).statusCode).toBe(200);
  });
});

describe("another business", () => {
  it("cannot upload here, nor use this business's image, and this design stays", async () => {
    const url = (await upload(world, png(950, 600, 70))).json().data.url;
    await world.owner.ok("PUT", world.path("/design"), { type: "IMAGE", image: url });
    const other = await openMemberShop(world.harness, "+60123490001");
    const intruder = { owner: other.owner, path: world.path };
    expect((await upload(intruder, png(1, 1))).statusCode).toBe(404);
    const borrowed = await other.owner.send("PUT", other.path("/design"), { type: "IMAGE", image: url });
    expect(borrowed.statusCode).toBe(400);
    expect(messageOf(borrowed)).toBe("Invalid ref");
    expect((await world.owner.ok("GET", world.path())).design).toEqual({ type: "IMAGE", image: url });
    expect((await download(url)).statusCode).toBe(200);
  });

  it("needs a token to upload", async () => {
    const response = await world.harness.app.inject({ method: "PUT", url: `/api/v2${world.path("/design/image")}`, payload: png(1, 1), headers: { "content-type": "image/png" } });
    expect(response.statusCode).toBe(401);
  });
});
