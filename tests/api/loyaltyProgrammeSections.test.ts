// Black-box: the programme's levelling and perks sections over HTTP (spec 2 §4, §5, §7, §8):
// tiers with their ladder messages, experience ranges, the level cycle and its expressions,
// titles (deletion blocked by benefits), benefits (basic and scheduled, bounds, type fixed,
// Next distribute), the card design; each bad write leaves the programme unchanged, and a stale
// whole-list write answers 409 with the newer data kept.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONFLICT, type ProgrammeWorld, makeVoucher, startProgrammeWorld } from "./loyaltyProgrammeHarness";

let world: ProgrammeWorld;
beforeEach(async () => {
  world = await startProgrammeWorld();
  await world.owner.ok("POST", world.path(), {});
});
afterEach(() => world.harness.app.close());

const put = (section: string, body: unknown) => world.owner.send("PUT", world.path(`/${section}`), body);

/** Sends each bad body, expects 400 with its message, and that nothing changed. */
const refusesAll = async (section: string, cases: ReadonlyArray<readonly [unknown, string]>) => {
  const before = await world.owner.ok("GET", world.path());
  for (const [body, message] of cases) {
    const response = await put(section, body);
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    expect(response.json().message, JSON.stringify(body)).toBe(message);
  }
  expect(await world.owner.ok("GET", world.path())).toEqual(before);
};

const tier = (name: string, minLevel: number) => ({ name, minLevel });

describe("tiers", () => {
  it("saves up to four tiers above-and-including the base, and shows them in the tier table", async () => {
    const saved = await world.owner.ok("PUT", world.path("/tier"), {
      baseTierName: "Bronze", tiers: [tier("Silver", 10), tier("Gold", 20), { name: "Platinum", minLevel: 30, minExp: 100 }],
    });
    expect(saved.tier).toEqual({ baseTierName: "Bronze", tiers: [
      { name: "Silver", minLevel: 10, minExp: 0 }, { name: "Gold", minLevel: 20, minExp: 0 }, { name: "Platinum", minLevel: 30, minExp: 100 },
    ] });
    expect(saved.tierTable.map((t: { index: number; name: string }) => [t.index, t.name])).toEqual([[0, "Bronze"], [1, "Silver"], [2, "Gold"], [3, "Platinum"]]);
    const overview = await world.owner.ok("GET", world.path("/overview"));
    expect(overview.tiers[3]).toEqual({ tIndex: 4, name: "Platinum", minLevel: 30, minExp: 100, condition: "Level 30" });
  });

  it("answers each ladder rule with its message and changes nothing", async () => {
    await refusesAll("tier", [
      [{ baseTierName: " ", tiers: [] }, "Name is required"],
      [{ baseTierName: "Basic", tiers: [tier(" ", 5)] }, "Name is required"],
      [{ baseTierName: "Basic", tiers: [tier("A", 5), tier("B", 5)] }, "Level used by other tier"],
      [{ baseTierName: "Basic", tiers: [tier("A", 0)] }, "Level used by other tier"],
      [{ baseTierName: "Basic", tiers: [tier("A", 10), tier("B", 5)] }, "Max level is 4"],
      [{ baseTierName: "Basic", tiers: [tier("A", -1)] }, "Invalid min level"],
      [{ baseTierName: "Basic", tiers: [tier("A", 1.5)] }, "Invalid min level"],
      [{ baseTierName: "Basic", tiers: [tier("A", 1), tier("B", 2), tier("C", 3), tier("D", 4)] }, "Tier should be less than or equal to 4"],
      [{ baseTierName: "Basic", tiers: [{ name: "A", minLevel: 3, minExp: -1 }] }, "Invalid exp"],
    ]);
  });

  it("lists every ladder problem: a tier below the previous one reads 'Max level is N' and 'Min level is N'", async () => {
    const below = await put("tier", { baseTierName: "Basic", tiers: [tier("A", 10), tier("B", 3)] });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({
      message: "Max level is 2",
      errors: [{ path: ["tiers", 0, "minLevel"], message: "Max level is 2" }, { path: ["tiers", 1, "minLevel"], message: "Min level is 11" }],
    });
  });

  it("answers a stale tiers write with 409 and keeps the newer tiers", async () => {
    const { _rev } = await world.owner.ok("GET", world.path());
    await world.owner.ok("PUT", world.path("/tier"), { baseTierName: "Basic", tiers: [tier("Gold", 10)], _rev });
    const stale = await put("tier", { baseTierName: "Basic", tiers: [tier("Silver", 5)], _rev });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CONFLICT);
    expect((await world.owner.ok("GET", world.path())).tier.tiers).toEqual([{ name: "Gold", minLevel: 10, minExp: 0 }]);
  });
});

describe("concurrent whole-list writes", () => {
  it("lets one of two tiers writes read at the same version win; the other answers 409", async () => {
    const { _rev } = await world.owner.ok("GET", world.path());
    const [a, b] = await Promise.all([
      put("tier", { baseTierName: "Basic", tiers: [tier("A", 5)], _rev }),
      put("tier", { baseTierName: "Basic", tiers: [tier("B", 7)], _rev }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? "A" : "B";
    expect((await world.owner.ok("GET", world.path())).tier.tiers).toMatchObject([{ name: winner }]);
  });
});

describe("experience ranges", () => {
  it("stores the ranges sorted by level", async () => {
    const saved = await world.owner.ok("PUT", world.path("/experience-range"), { expRange: [{ minLevel: 10, expToLevelUp: 800 }, { minLevel: 0, expToLevelUp: 300 }] });
    expect(saved.expRange).toEqual([{ minLevel: 0, expToLevelUp: 300 }, { minLevel: 10, expToLevelUp: 800 }]);
  });

  it("answers each bad range with its message and changes nothing", async () => {
    await refusesAll("experience-range", [
      [{ expRange: [{ minLevel: -1, expToLevelUp: 10 }] }, "Min level is 0"],
      [{ expRange: [{ minLevel: 1000, expToLevelUp: 10 }] }, "Max 999"],
      [{ expRange: [{ minLevel: 1.5, expToLevelUp: 10 }] }, "Invalid min level"],
      [{ expRange: [{ minLevel: 1, expToLevelUp: 1.5 }] }, "Invalid exp"],
      [{ expRange: [{ minLevel: 1, expToLevelUp: 0 }] }, "Min exp is 1"],
      [{ expRange: [{ minLevel: 1, expToLevelUp: 5 }, { minLevel: 1, expToLevelUp: 6 }] }, "Level used by other range"],
    ]);
  });
});

describe("the level cycle", () => {
  it("stores months and rules written by the rule editor or by hand", async () => {
    const saved = await world.owner.ok("PUT", world.path("/level-cycle"), {
      month: [12, 3, 6, 9, 3],
      rules: [
        { minLevel: 10, minExp: 0, levelExpression: "level - level * 12.5 / 100", expExpression: "0" },
        { minLevel: 1, minExp: 0, levelExpression: "level - 1", expExpression: "exp - 10" },
      ],
    });
    expect(saved.levelCycle).toEqual({
      month: [3, 6, 9, 12],
      rules: [
        { minLevel: 1, minExp: 0, levelExpression: "level - 1", expExpression: "exp - 10" },
        { minLevel: 10, minExp: 0, levelExpression: "level - level * 12.5 / 100", expExpression: "0" },
      ],
    });
    expect((await world.owner.ok("PUT", world.path("/level-cycle"), { month: [], rules: [] })).levelCycle).toEqual({ month: [], rules: [] });
  });

  it("answers each bad rule with its message and changes nothing", async () => {
    const rule = { minLevel: 1, minExp: 0, levelExpression: "level - 1", expExpression: "0" };
    await refusesAll("level-cycle", [
      [{ month: [13], rules: [] }, "Invalid month"],
      [{ month: [3], rules: [{ ...rule, levelExpression: "level -" }] }, "Invalid Expression"],
      [{ month: [3], rules: [{ ...rule, expExpression: "exp ^ 2" }] }, "Invalid Expression"],
      [{ month: [3], rules: [{ ...rule, levelExpression: "level - level * 12.555 / 100" }] }, "Max two decimal"],
      [{ month: [3], rules: [{ ...rule, minLevel: 0 }] }, "Min level is 1"],
      [{ month: [3], rules: [{ ...rule, minLevel: 1000 }] }, "Max 999"],
      [{ month: [3], rules: [{ ...rule, minLevel: 2.5 }] }, "Invalid min level"],
      [{ month: [3], rules: [{ ...rule, minExp: -1 }] }, "Invalid exp"],
    ]);
  });
});

describe("titles", () => {
  it("creates titles with ids, renames them and keeps their ids", async () => {
    const created = await world.owner.ok("PUT", world.path("/titles"), { titles: [{ name: " VIP ", icon: "crown" }, { name: "Staff", icon: "star", internal: true }] });
    expect(created.titles).toMatchObject([
      { name: "VIP", icon: "crown", internal: false, image: null, acquiredAt: "2026-01-05T08:00:00.000Z" },
      { name: "Staff", icon: "star", internal: true },
    ]);
    const [vip] = created.titles;
    const renamed = await world.owner.ok("PUT", world.path("/titles"), { titles: [{ id: vip.id, name: "Gold VIP", icon: "crown" }] });
    expect(renamed.titles).toEqual([{ ...vip, name: "Gold VIP" }]);
  });

  it("refuses a blank name, an unknown id, and deleting a title benefits require", async () => {
    const { titles: [vip] } = await world.owner.ok("PUT", world.path("/titles"), { titles: [{ name: "VIP", icon: "crown" }] });
    await world.owner.ok("PUT", world.path("/benefits"), { benefits: [{ name: "Free drink", requiredTitle: vip.id, options: { type: "basic", effect: {} } }] });
    await refusesAll("titles", [
      [{ titles: [{ name: "  ", icon: "crown" }] }, "Name is required"],
      [{ titles: [{ name: "A", icon: " " }] }, "Icon is required"],
      [{ titles: [{ id: "missing", name: "A", icon: "crown" }] }, "Title not found"],
      [{ titles: [] }, "Unable to delete title with benefits"],
    ]);
  });

  it("answers a stale titles write with 409 and keeps the newer titles", async () => {
    const { _rev } = await world.owner.ok("GET", world.path());
    await world.owner.ok("PUT", world.path("/titles"), { titles: [{ name: "Newer", icon: "bell" }], _rev });
    expect((await put("titles", { titles: [{ name: "Older", icon: "bell" }], _rev })).statusCode).toBe(409);
    expect((await world.owner.ok("GET", world.path())).titles).toMatchObject([{ name: "Newer" }]);
  });
});

describe("benefits", () => {
  it("saves a basic benefit with the spec's defaults and its availability", async () => {
    const saved = await world.owner.ok("PUT", world.path("/benefits"), {
      benefits: [{ name: "10% off", minLevel: 5, options: { type: "basic", effect: { priority: 2, availableOnlineOrder: true } } }],
    });
    expect(saved.benefits).toEqual([{
      id: expect.any(String), name: "10% off", description: "", image: null, requiredTitle: null,
      minTier: null, maxTier: null, minLevel: 5, maxLevel: null, targetRestaurant: [],
      options: {
        type: "basic", effect: { priority: 2, availableOnlineOrder: true, options: {} },
        scheduler: { start: { cron: "0 0 * * *" }, timePeriod: [{ start: "00:00", end: "23:59" }], validity: 1 },
      },
      availability: "Available from level 5 to Unlimited", nextDistribute: null,
    }]);
  });

  it("saves scheduled benefits with vouchers, free credit, cron or birthday triggers and their Next distribute", async () => {
    const voucher = await makeVoucher(world);
    const saved = await world.owner.ok("PUT", world.path("/benefits"), {
      benefits: [
        { name: "Monthly", minTier: 0, maxTier: 0, options: { type: "schedule", vouchers: [voucher], triggerer: { cron: "0 0 1 * *" } } },
        { name: "Birthday", options: { type: "schedule", freeCredit: { day: 30, amount: 500 }, triggerer: { birthday: { type: "before", day: 3 } } } },
      ],
    });
    expect(saved.benefits[0]).toMatchObject({
      minTier: 0, maxTier: 0, availability: "Available from tier 1 to 1", nextDistribute: "Next distribute 01/02/2026",
      options: { type: "schedule", vouchers: [voucher], freeCredit: null, triggerer: { cron: "0 0 1 * *" } },
    });
    expect(saved.benefits[1]).toMatchObject({
      nextDistribute: "Distributed on member birthdays",
      options: { freeCredit: { day: 30, amount: 500 }, triggerer: { birthday: { type: "before", day: 3 } } },
    });
    const overview = await world.owner.ok("GET", world.path("/overview"));
    expect(overview.benefits).toEqual({ basic: 0, scheduled: 2 });
  });

  it("keeps a benefit's type once created", async () => {
    const { benefits: [benefit] } = await world.owner.ok("PUT", world.path("/benefits"), { benefits: [{ name: "A", options: { type: "basic", effect: {} } }] });
    await refusesAll("benefits", [
      [{ benefits: [{ id: benefit.id, name: "A", options: { type: "schedule", triggerer: { cron: "0 0 * * *" } } }] }, "Benefit type cannot be changed"],
    ]);
    const renamed = await world.owner.ok("PUT", world.path("/benefits"), { benefits: [{ id: benefit.id, name: "B", options: { type: "basic", effect: {} } }] });
    expect(renamed.benefits).toMatchObject([{ id: benefit.id, name: "B" }]);
  });

  it("answers each bad benefit with its message and changes nothing", async () => {
    const basic = { type: "basic", effect: {} };
    const other = await world.owner.ok("POST", "/businesses", { name: "Other" });
    const foreignVoucher = await makeVoucher(world, "MEMBER_REWARD", String(other.id));
    const claimVoucher = await makeVoucher(world, "SIMPLE_CLAIM");
    await refusesAll("benefits", [
      [{ benefits: [{ name: " ", options: basic }] }, "Name is required"],
      [{ benefits: [{ id: "nope", name: "A", options: basic }] }, "Benefit not found"],
      [{ benefits: [{ name: "A", requiredTitle: "nope", options: basic }] }, "Title not found"],
      [{ benefits: [{ name: "A", minTier: 1, options: basic }] }, "Tier should be less than or equal to 1"],
      [{ benefits: [{ name: "A", minTier: 0, maxTier: 2, options: basic }] }, "Entitled tier should within 1 - 1"],
      [{ benefits: [{ name: "A", minLevel: 10, maxLevel: 5, options: basic }] }, "Entitled level should within 10 - 999"],
      [{ benefits: [{ name: "A", minLevel: 1000, options: basic }] }, "Max 999"],
      [{ benefits: [{ name: "A", options: { ...basic, scheduler: { timePeriod: [{ start: "25:00", end: "23:59" }] } } }] }, "Invalid time"],
      [{ benefits: [{ name: "A", options: { ...basic, scheduler: { validity: 0 } } }] }, "Min is 1"],
      [{ benefits: [{ name: "A", options: { ...basic, scheduler: { start: { cron: " " } } } }] }, "Cron expression is required"],
      [{ benefits: [{ name: "A", options: { type: "schedule", triggerer: { cron: "0 0 *" } } }] }, "Invalid cron expression"],
      [{ benefits: [{ name: "A", options: { type: "schedule", vouchers: [foreignVoucher], triggerer: { cron: "0 0 * * *" } } }] }, "Invalid reward"],
      [{ benefits: [{ name: "A", options: { type: "schedule", vouchers: [claimVoucher], triggerer: { cron: "0 0 * * *" } } }] }, "Invalid reward"],
      [{ benefits: [{ name: "A", options: { type: "schedule", freeCredit: { day: 1, amount: 1.5 }, triggerer: { cron: "0 0 * * *" } } }] }, "Invalid credit amount"],
      [{ benefits: [{ name: "A", targetRestaurant: ["0123456789abcdef01234567"], options: basic }] }, "Invalid restaurant"],
    ]);
  });

  it("answers a stale benefits write with 409 and keeps the newer benefits", async () => {
    const { _rev } = await world.owner.ok("GET", world.path());
    await world.owner.ok("PUT", world.path("/benefits"), { benefits: [{ name: "Newer", options: { type: "basic", effect: {} } }], _rev });
    const stale = await world.owner.send("PUT", world.path("/benefits"), { benefits: [] }, { "if-match": String(_rev) });
    expect(stale.statusCode).toBe(409);
    expect((await world.owner.ok("GET", world.path())).benefits).toMatchObject([{ name: "Newer" }]);
  });
});

describe("the card design", () => {
  it("switches between the default card and an image card", async () => {
    const image = "https://storage.example.com/business/b1/membership/design/image.png";
    expect((await world.owner.ok("PUT", world.path("/design"), { type: "IMAGE", image })).design).toEqual({ type: "IMAGE", image });
    const png = "data:image/png;base64,iVBORw0KGgo=";
    expect((await world.owner.ok("PUT", world.path("/design"), { type: "IMAGE", image: png })).design).toEqual({ type: "IMAGE", image: png });
    expect((await world.owner.ok("PUT", world.path("/design"), { type: "DEFAULT", image })).design).toEqual({ type: "DEFAULT", image: null });
  });

  it("refuses an image card without a usable image and changes nothing", async () => {
    await refusesAll("design", [
      [{ type: "IMAGE" }, "Image is required"],
      [{ type: "IMAGE", image: "ftp://nope" }, "Invalid ref"],
      [{ type: "IMAGE", image: "data:text/plain;base64,aGk=" }, "Invalid file"],
      [{ type: "PATTERN" }, 'Expected "DEFAULT" | "IMAGE"'],
    ]);
  });
});
