// Owns: what a store purchase does to a member's titles (spec 2 §4 title extension and revert):
// each bundle title extends the member's title by its days (../titles.ts extendTitle), and a
// revert takes those days back (revertTitle: a title whose new expiry has passed goes). Answers
// null when the titles do not change, so no event is recorded for nothing.
import type { DecideContext } from "../../engine/decider";
import { extendTitle, revertTitle } from "../titles";
import type { MemberTitle } from "../member/memberModel";
import { spans, stored } from "../member/memberUpdate";

type BundleTitle = { readonly id: string; readonly dayToExpire: number };

const changed = (before: ReadonlyArray<MemberTitle>, after: ReadonlyArray<MemberTitle>): ReadonlyArray<MemberTitle> | null =>
  JSON.stringify(before) === JSON.stringify(after) ? null : after;

export const grantedTitles = (titles: ReadonlyArray<MemberTitle>, granted: ReadonlyArray<BundleTitle>, ctx: DecideContext) =>
  changed(titles, stored(granted.reduce((held, t) => extendTitle(held, t.id, t.dayToExpire, ctx.now, ctx.timeZone), spans(titles))));

export const revertedTitles = (titles: ReadonlyArray<MemberTitle>, granted: ReadonlyArray<BundleTitle>, ctx: DecideContext) =>
  changed(titles, stored(granted.reduce((held, t) => revertTitle(held, t.id, t.dayToExpire, ctx.now, ctx.timeZone), spans(titles))));
