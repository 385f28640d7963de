// Owns: the member edit form (spec 2 §2 "Member edit dialog: level, experience, card number and
// titles with expiry"; §5) as typed, read into the port's edit or the problems by field:
// level 'Invalid min level' / 'Min level is 0' / 'Max 999'; experience 'Invalid exp' and the
// level's cap 'Max experience for level {n} is {max}'; title days 'Invalid integer' / 'Min is 1'.
// The card number is trimmed (empty: none).
// Decisions where the spec is silent: a title's days left empty keep it as it is; typed days set
// its expiry to the end of the day that many days ahead (a held title too); 'Remove' takes a held
// title away; only titles changed are sent (the server keeps the others).
import { type Levelling, MAX_LEVEL, checkExperience } from "../../../../domain/loyalty/experienceCap";
import { INVALID_MIN_LEVEL, MAX_LEVEL_MESSAGE, MIN_LEVEL_MESSAGE } from "../../../../domain/loyalty/programme/experienceRange";
import { INVALID_EXP } from "../../../../domain/loyalty/programme/settings";
import { checkTitleDays } from "../../../../domain/loyalty/titles";
import type { LoyaltyMember, MemberEdit } from "../../../ports/loyaltyMembersPort";

export interface TitleEntry {
  readonly days: string;
  readonly remove: boolean;
}

export interface MemberEditForm {
  readonly level: string;
  readonly experience: string;
  readonly cardNo: string;
  readonly titles: Readonly<Record<string, TitleEntry>>;
}

export type EditProblems = Readonly<Record<string, string>>;

export const editFormOf = (member: LoyaltyMember): MemberEditForm => ({
  level: String(member.level),
  experience: String(member.experience),
  cardNo: member.cardNo ?? "",
  titles: {},
});

const wholeNumber = (text: string): number | null => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : null);

const levelProblem = (level: number | null): string | null => {
  if (level === null || !Number.isInteger(level)) return INVALID_MIN_LEVEL;
  if (level < 0) return MIN_LEVEL_MESSAGE;
  return level > MAX_LEVEL ? MAX_LEVEL_MESSAGE : null;
};

export const readMemberEdit = (
  form: MemberEditForm,
  member: LoyaltyMember,
  levelling: Levelling,
): { readonly ok: true; readonly value: MemberEdit } | { readonly ok: false; readonly problems: EditProblems } => {
  const problems: Record<string, string> = {};
  const level = wholeNumber(form.level);
  const experience = wholeNumber(form.experience);
  const badLevel = levelProblem(level);
  if (badLevel !== null) problems.level = badLevel;
  if (experience === null || !Number.isInteger(experience) || experience < 0) problems.experience = INVALID_EXP;
  else if (badLevel === null && level !== null) {
    const cap = checkExperience(levelling, level, experience);
    if (cap !== null) problems.experience = cap;
  }
  const titles: { id: string; days: number | null }[] = [];
  for (const [id, entry] of Object.entries(form.titles)) {
    if (entry.remove) {
      if (member.titles.some((title) => title.id === id)) titles.push({ id, days: null });
      continue;
    }
    if (entry.days.trim() === "") continue;
    const days = Number(entry.days.trim());
    const bad = Number.isFinite(days) ? checkTitleDays(days) : "Invalid integer";
    if (bad !== null) problems[`title:${id}`] = bad;
    else titles.push({ id, days });
  }
  if (Object.keys(problems).length > 0 || level === null || experience === null) return { ok: false, problems };
  const cardNo = form.cardNo.trim();
  return { ok: true, value: { level, experience, cardNo: cardNo === "" ? null : cardNo, titles, _rev: member._rev } };
};
