import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { activeTitles, checkTitleDays, endOfDayAfter, extendTitle, revertTitle, setTitleDays } from "./titles";

const zone = "Asia/Kuala_Lumpur";
const now = Temporal.Instant.from("2026-03-10T02:00:00Z"); // 10:00 in KL
const at = (iso: string) => Temporal.Instant.from(iso);

describe("member titles", () => {
  it("ends the day that many days ahead in the business zone", () => {
    expect(endOfDayAfter(now, zone, 1).toString()).toBe("2026-03-11T15:59:59.999Z");
  });

  it("sets days from the edit dialog, and an empty value removes the title", () => {
    const set = setTitleDays([], "vip", 3, now, zone);
    expect(set).toEqual([{ id: "vip", acquiredAt: now, expiredAt: at("2026-03-13T15:59:59.999Z") }]);
    expect(setTitleDays(set, "vip", null, now, zone)).toEqual([]);
    expect(checkTitleDays(0)).toBe("Min is 1");
    expect(checkTitleDays(1.5)).toBe("Invalid integer");
    expect(checkTitleDays(1)).toBeNull();
  });

  it("adds days to a live title, restarts an expired one", () => {
    const live = [{ id: "vip", acquiredAt: now, expiredAt: at("2026-03-20T15:59:59.999Z") }];
    expect(extendTitle(live, "vip", 5, now, zone)[0]?.expiredAt).toEqual(at("2026-03-25T15:59:59.999Z"));
    const expired = [{ id: "vip", acquiredAt: at("2026-01-01T00:00:00Z"), expiredAt: at("2026-02-01T15:59:59.999Z") }];
    expect(extendTitle(expired, "vip", 5, now, zone)[0]?.expiredAt).toEqual(at("2026-03-15T15:59:59.999Z"));
  });

  it("reverts by subtracting days, removing a title whose new expiry has passed", () => {
    const live = [{ id: "vip", acquiredAt: now, expiredAt: at("2026-03-20T15:59:59.999Z") }];
    expect(revertTitle(live, "vip", 5, now, zone)[0]?.expiredAt).toEqual(at("2026-03-15T15:59:59.999Z"));
    expect(revertTitle(live, "vip", 10, now, zone)[0]?.expiredAt).toEqual(at("2026-03-10T15:59:59.999Z"));
    expect(revertTitle(live, "vip", 11, now, zone)).toEqual([]);
    expect(revertTitle(live, "other", 10, now, zone)).toBe(live);
  });

  it("lists only unexpired titles as active", () => {
    const titles = [
      { id: "a", acquiredAt: now, expiredAt: at("2026-03-10T01:59:59Z") },
      { id: "b", acquiredAt: now, expiredAt: at("2026-03-10T02:00:01Z") },
    ];
    expect(activeTitles(titles, now).map((t) => t.id)).toEqual(["b"]);
  });
});
