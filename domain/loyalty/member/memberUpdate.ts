// Owns: the member edit dialog (spec 2 §2 Member edit: level, experience, card number, titles with
// expiry; §5) and assigning a title to members (§7 PUT /membership/assign-title), on one member.
// Rules: level 0-999 ('Min level is 0', 'Max 999', 'Invalid min level'); experience within the
// level's cap ('Max experience for level {n} is {max}', domain/loyalty/experienceCap.ts); the card
// number trimmed (empty: none); title days set the expiry to the end of the day that many days
// ahead, empty removes the title (domain/loyalty/titles.ts); assigning extends a held title.
// Decisions where the spec is silent:
// - The edit's `titles` lists changes: titles it does not name stay as they are.
// - A title the programme does not have is 'Title not found' (400 at the title's path).
// - An edit that changes nothing appends nothing; a stale `rev` is 409.
import { Result } from "effect";
import { Temporal } from "temporal-polyfill";
import { staleRevision } from "../../business/revision";
import { type DecideContext, type Decision, DomainError, accept } from "../../engine/decider";
import { type Levelling, MAX_LEVEL, checkExperience } from "../experienceCap";
import { INVALID_MIN_LEVEL, MAX_LEVEL_MESSAGE, MIN_LEVEL_MESSAGE } from "../programme/experienceRange";
import { TITLE_NOT_FOUND } from "../programme/titles";
import { type MemberTitle as TitleSpan, checkTitleDays, extendTitle, setTitleDays } from "../titles";
import type { ActiveMember, MemberEvent, MemberTitle } from "./memberModel";

export interface MemberUpdate {
  readonly levelling: Levelling;
  readonly level: number;
  readonly experience: number;
  /** undefined keeps the card number. */
  readonly cardNo?: string | null | undefined;
  readonly titles: ReadonlyArray<{ readonly id: string; readonly days: number | null }>;
  readonly knownTitleIds: ReadonlyArray<string>;
  readonly rev?: number | undefined;
}

const refuse = (message: string, path: ReadonlyArray<string | number>): Decision<MemberEvent> =>
  Result.fail(new DomainError(message, 400, path));

export const spans = (titles: ReadonlyArray<MemberTitle>): ReadonlyArray<TitleSpan> =>
  titles.map((t) => ({ id: t.id, acquiredAt: Temporal.Instant.from(t.acquiredAt), expiredAt: Temporal.Instant.from(t.expiredAt) }));

const iso = (instant: Temporal.Instant): string => instant.toString({ smallestUnit: "millisecond" });

export const stored = (titles: ReadonlyArray<TitleSpan>): ReadonlyArray<MemberTitle> =>
  titles.map((t) => ({ id: t.id, acquiredAt: iso(t.acquiredAt), expiredAt: iso(t.expiredAt) }));

const levelProblem = (level: number): string | null => {
  if (!Number.isInteger(level)) return INVALID_MIN_LEVEL;
  if (level < 0) return MIN_LEVEL_MESSAGE;
  return level > MAX_LEVEL ? MAX_LEVEL_MESSAGE : null;
};

export const cardNoOf = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

const sameTitles = (a: ReadonlyArray<MemberTitle>, b: ReadonlyArray<MemberTitle>): boolean => JSON.stringify(a) === JSON.stringify(b);

export const updateMember = (data: MemberUpdate, m: ActiveMember, ctx: DecideContext): Decision<MemberEvent> => {
  const stale = staleRevision<MemberEvent>(data.rev, m.revision);
  if (stale !== null) return stale;
  const levelIssue = levelProblem(data.level);
  if (levelIssue !== null) return refuse(levelIssue, ["level"]);
  if (!Number.isInteger(data.experience) || data.experience < 0) return refuse("Invalid exp", ["experience"]);
  const capIssue = checkExperience(data.levelling, data.level, data.experience);
  if (capIssue !== null) return refuse(capIssue, ["experience"]);
  let titles = spans(m.titles);
  for (const [index, change] of data.titles.entries()) {
    if (!data.knownTitleIds.includes(change.id)) return refuse(TITLE_NOT_FOUND, ["titles", index, "id"]);
    const dayIssue = change.days === null ? null : checkTitleDays(change.days);
    if (dayIssue !== null) return refuse(dayIssue, ["titles", index, "days"]);
    titles = setTitleDays(titles, change.id, change.days, ctx.now, ctx.timeZone);
  }
  const cardNo = data.cardNo === undefined ? m.cardNo : cardNoOf(data.cardNo);
  const at = iso(ctx.now);
  const events: MemberEvent[] = [];
  if (data.level !== m.level || data.experience !== m.experience || cardNo !== m.cardNo) {
    events.push({ type: "MemberProfileUpdated", data: { level: data.level, experience: data.experience, cardNo, updatedAt: at } });
  }
  const next = stored(titles);
  if (!sameTitles(next, m.titles)) events.push({ type: "MemberTitlesChanged", data: { titles: next, changedAt: at } });
  return accept(...events);
};

export const assignTitle = (
  data: { readonly titleId: string; readonly days: number; readonly knownTitleIds: ReadonlyArray<string> },
  m: ActiveMember,
  ctx: DecideContext,
): Decision<MemberEvent> => {
  if (!data.knownTitleIds.includes(data.titleId)) return refuse(TITLE_NOT_FOUND, ["titleId"]);
  const dayIssue = checkTitleDays(data.days);
  if (dayIssue !== null) return refuse(dayIssue, ["days"]);
  const titles = stored(extendTitle(spans(m.titles), data.titleId, data.days, ctx.now, ctx.timeZone));
  return accept({ type: "MemberTitlesChanged", data: { titles, changedAt: iso(ctx.now) } });
};
