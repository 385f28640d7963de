// Black-box: the programme itself over HTTP (spec 2 §4, §5, §7): setup with its defaults and
// activation, the settings update with its messages (what bad input leaves unchanged), the
// membership URL rules and its uniqueness, history with actor and time, the programme as it was
// at a past instant, the overview counts, and the stale write (409, the newer data stays).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONFLICT, type ProgrammeWorld, startProgrammeWorld } from "./loyaltyProgrammeHarness";

let world: ProgrammeWorld;
beforeEach(async () => {
  world = await startProgrammeWorld();
});
afterEach(() => world.harness.app.close());

describe("setting the programme up", () => {
  it("answers 404 before setup, then creates an activated programme with the spec's defaults", async () => {
    const { owner, path, businessId } = world;
    const before = await owner.send("GET", path());
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ message: "Membership not found" });
    const created = await owner.ok("POST", path(), {});
    expect(created).toMatchObject({
      id: businessId, activated: true, name: "Membership", url: null, baseExpToLevelUp: 300,
      tier: { baseTierName: "Basic", tiers: [] }, tierTable: [{ index: 0, name: "Basic", minLevel: 0, minExp: 0 }],
      cashback: { percentage: 0, validFor: 1 }, creditOneToOne: false, freeCreditAsDiscount: false, experiencePerSpent: 1,
      expRange: [], levelCycle: { month: [], rules: [] }, titles: [], benefits: [],
      onJoinReward: { vouchers: [] }, onLevelReward: { vouchers: [], noRewardWeight: 1, fixVouchers: [] },
      design: { type: "DEFAULT", image: null }, store: { activated: false, company: null, taxes: [], categories: [] }, _rev: 1,
    });
    expect(await owner.ok("GET", path())).toEqual(created);
  });

  it("takes a name and base tier name at setup, and refuses a second setup", async () => {
    const { owner, path } = world;
    expect(await owner.ok("POST", path(), { name: "  Kopi Club ", baseTierName: "Bronze", baseExpToLevelUp: 100 }))
      .toMatchObject({ name: "Kopi Club", baseExpToLevelUp: 100, tier: { baseTierName: "Bronze" } });
    const again = await owner.send("POST", path(), {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Membership already exists");
  });

  it("keeps the programme's URL when a second setup naming it is refused", async () => {
    const { owner, path } = world;
    await owner.ok("POST", path(), { url: "kopi-club" });
    expect((await owner.send("POST", path(), { url: "kopi-club" })).statusCode).toBe(409);
    const other = await owner.ok("POST", "/businesses", { name: "Other" });
    const taken = await owner.send("POST", `/businesses/${other.id}/membership`, { url: "kopi-club" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("url has constraint");
  });

  it("refuses a blank name at setup and creates nothing", async () => {
    const { owner, path } = world;
    const response = await owner.send("POST", path(), { name: "  " });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Name is required", errors: [{ path: ["name"], message: "Name is required" }] });
    expect((await owner.send("GET", path())).statusCode).toBe(404);
  });

  it("replays a setup repeated with the same Idempotency-Key", async () => {
    const { owner, path } = world;
    const headers = { "idempotency-key": "setup-1" };
    const first = await owner.ok("POST", path(), { name: "Club" }, headers);
    expect(await owner.ok("POST", path(), { name: "Club" }, headers)).toEqual(first);
  });

  it("refuses writes before setup with 404", async () => {
    const response = await world.owner.send("PUT", world.path(), { name: "Club" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Membership not found");
  });
});

describe("updating the settings", () => {
  beforeEach(async () => {
    await world.owner.ok("POST", world.path(), {});
  });

  it("updates name, URL, experience, cashback and credit options", async () => {
    const updated = await world.owner.ok("PUT", world.path(), {
      name: "Kopi Club", url: "kopi-club", baseExpToLevelUp: 500, cashback: { percentage: 2.5, validFor: 30 },
      creditOneToOne: true, freeCreditAsDiscount: true, experiencePerSpent: 2,
    });
    expect(updated).toMatchObject({
      name: "Kopi Club", url: "kopi-club", baseExpToLevelUp: 500, cashback: { percentage: 2.5, validFor: 30 },
      creditOneToOne: true, freeCreditAsDiscount: true, experiencePerSpent: 2, _rev: 2,
    });
    expect(await world.owner.ok("PUT", world.path(), { url: null })).toMatchObject({ url: null, name: "Kopi Club", _rev: 3 });
  });

  it("answers each bad setting with the spec's message and leaves the programme unchanged", async () => {
    const before = await world.owner.ok("GET", world.path());
    for (const [body, message] of [
      [{ name: " " }, "Name is required"],
      [{ url: "kopi" }, "Invalid URL, should be more than 6 characters"],
      [{ url: "Kopi-Club" }, "Invalid URL, should be more than 6 characters"],
      [{ url: "-kopiclub" }, "Invalid URL, should be more than 6 characters"],
      [{ url: "membership" }, "Reserved URL"],
      [{ url: "english" }, "Reserved URL"],
      [{ cashback: { percentage: -1, validFor: 1 } }, "Min cashback percentage is 0"],
      [{ cashback: { percentage: 1, validFor: 0 } }, "Min cashback validity is 1"],
      [{ cashback: { percentage: 1.234, validFor: 1 } }, "Max two decimal"],
      [{ baseExpToLevelUp: 0 }, "Min exp is 1"],
      [{ baseExpToLevelUp: 1.5 }, "Invalid exp"],
      [{ experiencePerSpent: 0 }, "Min exp is 1"],
      [{ targetRestaurant: ["nope"] }, "Invalid Restaurant Id"],
      [{ targetRestaurant: ["0123456789abcdef01234567"] }, "Invalid restaurant"],
    ] as const) {
      const response = await world.owner.send("PUT", world.path(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await world.owner.ok("GET", world.path())).toEqual(before);
  });

  it("accepts restaurants of the business as activation locations", async () => {
    const restaurant = await world.owner.ok("POST", "/restaurants", { businessId: world.businessId, profile: { name: "Bangsar" } });
    expect(await world.owner.ok("PUT", world.path(), { targetRestaurant: [restaurant.id] })).toMatchObject({ targetRestaurant: [restaurant.id] });
  });

  it("gives a membership URL to one programme only and frees the old one on change", async () => {
    await world.owner.ok("PUT", world.path(), { url: "kopi-club" });
    const other = await world.owner.ok("POST", "/businesses", { name: "Other" });
    await world.owner.ok("POST", `/businesses/${other.id}/membership`, {});
    const taken = await world.owner.send("PUT", `/businesses/${other.id}/membership`, { url: "kopi-club" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("url has constraint");
    await world.owner.ok("PUT", world.path(), { url: "kopi-club-2" });
    expect(await world.owner.ok("PUT", `/businesses/${other.id}/membership`, { url: "kopi-club" })).toMatchObject({ url: "kopi-club" });
  });

  it("answers 409 to a stale _rev or If-Match, and the newer data stays", async () => {
    await world.owner.ok("PUT", world.path(), { name: "Newer", _rev: 1 });
    const stale = await world.owner.send("PUT", world.path(), { name: "Older", _rev: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CONFLICT);
    const staleHeader = await world.owner.send("PUT", world.path(), { name: "Older" }, { "if-match": '"1"' });
    expect(staleHeader.statusCode).toBe(409);
    expect(await world.owner.ok("GET", world.path())).toMatchObject({ name: "Newer", _rev: 2 });
  });

  it("appends nothing when a write changes nothing", async () => {
    expect(await world.owner.ok("PUT", world.path(), { name: "Membership" })).toMatchObject({ _rev: 1 });
  });
});

describe("history and the programme as it was", () => {
  it("lists every change with its type, actor and time, newest first", async () => {
    const { owner, path, harness } = world;
    await owner.ok("POST", path(), {});
    harness.clock.advance({ minutes: 5 });
    await owner.ok("PUT", path(), { name: "Club" });
    const history = await owner.ok("GET", path("/history"));
    expect(history).toEqual([
      { version: 2, type: "ProgrammeSettingsUpdated", actor: owner.userId, actorName: "User 0001", occurredAt: "2026-01-05T08:05:00Z" },
      { version: 1, type: "ProgrammeCreated", actor: owner.userId, actorName: "User 0001", occurredAt: "2026-01-05T08:00:00Z" },
    ]);
  });

  it("answers the programme as it was at an instant", async () => {
    const { owner, path, harness } = world;
    await owner.ok("POST", path(), {});
    harness.clock.advance({ minutes: 10 });
    await owner.ok("PUT", path(), { name: "Club" });
    harness.clock.advance({ minutes: 10 });
    await owner.ok("PUT", path(), { name: "Club Two" });
    expect(await owner.ok("GET", path("?at=2026-01-05T08:05:00Z"))).toMatchObject({ name: "Membership", _rev: 1 });
    expect(await owner.ok("GET", path("?at=2026-01-05T08:10:00Z"))).toMatchObject({ name: "Club", _rev: 2 });
    expect(await owner.ok("GET", path("?at=2027-01-01T00:00:00Z"))).toMatchObject({ name: "Club Two", _rev: 3 });
    const before = await owner.send("GET", path("?at=2025-12-31T00:00:00Z"));
    expect(before.statusCode).toBe(404);
    const bad = await owner.send("GET", path("?at=yesterday"));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Invalid instant");
  });
});

describe("the overview", () => {
  it("counts nothing on a new programme and shows the tier table", async () => {
    await world.owner.ok("POST", world.path(), {});
    expect(await world.owner.ok("GET", world.path("/overview"))).toEqual({
      benefits: { basic: 0, scheduled: 0 },
      rewards: { onJoin: 0, levelUp: 0 },
      tiers: [{ tIndex: 1, name: "Basic", minLevel: 0, minExp: 0, condition: "Level 0" }],
    });
  });
});
