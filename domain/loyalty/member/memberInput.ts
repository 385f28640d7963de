// Owns: the request bodies of the member calls (spec 2 §7), decoded at the edge with the spec's
// messages (§5): enrol {phoneNumber, name?, birthday?, cardNo?}; edit {level, experience, cardNo,
// titles [{id, days}]}; stat; assign title {memberIds, titleId, days}; send credit; deduct
// credit {amount, remark}; send reward {rewardId, memberIds | all}.
// Decisions where the spec is silent:
// - A phone may be typed nationally (Malaysian by default) or in E.164; it is stored in E.164
//   ('Invalid phone no', 'Invalid country code' for a country other than MY and SG).
// - A birthday is a date 'YYYY-MM-DD' or 'YYYY/MM/DD' ('Invalid date'); empty means none.
// - A send is {amount (normal credit), freeCredit {amount, validity, unit day|week|month|year},
//   remark}; the max of one send's normal credit is 1,000,000 in the programme's credit units as
//   people read them ('Max credit is 1000000').
// - A title's days: whole, at least 1 (domain/loyalty/titles.ts messages); null or '' removes it.
import { Schema } from "effect";
import { boundedId, boundedList, boundedText, multiLineText } from "../../shared/inputBounds";
import { Temporal } from "temporal-polyfill";
import { INVALID_DATE, parseInputDate } from "../../shared/calendarDate";
import { isAtLeast, isAtMost } from "../../shared/fieldRules";
import { PHONE_REQUIRED, checkPhone } from "../../shared/phone";
import { checkTitleDays } from "../titles";
import { LevelNumber } from "../programme/experienceRange";
import { INVALID_EXP, MAX_EXP } from "../programme/settings";
import { TITLE_NOT_FOUND } from "../programme/titles";
import { EXPIRY_UNITS, MIN_VALIDITY } from "./creditExpiry";
import { INVALID_CREDIT_AMOUNT } from "./creditUnits";
import { FREE_CREDIT_REQUIRED, MIN_DEDUCT, maxCreditMessage } from "./memberCredit";
import { StatInput } from "./memberStat";

export const MAX_CREDIT = 1_000_000;
export const MEMBERS_REQUIRED = "Members are required";
/** One call names at most 1,000 members (sending to every member has its own `all` switch). */
export const MAX_MEMBER_IDS = 1_000;
export const MEMBER_NOT_FOUND = "Member not found";
const MAX_BIRTHDAY_TEXT = 32;

const PhoneText = Schema.String.check(Schema.makeFilter((text: string) => checkPhone(text, "MY") ?? true)).annotateKey({
  messageMissingKey: PHONE_REQUIRED,
});

/** A birthday as typed: a real date in either form, or null. */
export const birthdayOf = (text: string): string | null | undefined => {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    try {
      return Temporal.PlainDate.from(trimmed, { overflow: "reject" }).toString();
    } catch {
      return undefined;
    }
  }
  return parseInputDate(trimmed)?.toString();
};

const Birthday = Schema.NullOr(Schema.String.check(
  Schema.makeFilter((text: string) => (text.length <= MAX_BIRTHDAY_TEXT && birthdayOf(text) !== undefined) || INVALID_DATE),
));
const CardNo = Schema.NullOr(boundedText("Card number", 64));

export const EnrolInput = Schema.Struct({
  phoneNumber: PhoneText,
  name: Schema.optionalKey(Schema.NullOr(boundedText("Name", 100))),
  birthday: Schema.optionalKey(Birthday),
  cardNo: Schema.optionalKey(CardNo),
});
export type EnrolInput = typeof EnrolInput.Type;

const Days = Schema.Finite.check(Schema.makeFilter((days: number) => checkTitleDays(days) ?? true));
const TitleDays = Schema.Union([Days, Schema.Null, Schema.Literal("")]);

export const MemberEditInput = Schema.Struct({
  level: LevelNumber,
  experience: Schema.Finite.check(Schema.isInt({ message: INVALID_EXP }), isAtLeast(0, INVALID_EXP), isAtMost(MAX_EXP, INVALID_EXP)),
  cardNo: Schema.optionalKey(CardNo),
  titles: Schema.optionalKey(boundedList(Schema.Struct({ id: boundedId(TITLE_NOT_FOUND), days: TitleDays }), 100, "titles")),
  _rev: Schema.optionalKey(Schema.Int),
});
export type MemberEditInput = typeof MemberEditInput.Type;

export const StatBody = Schema.Struct({
  stat: StatInput,
  totalSpent: Schema.optionalKey(Schema.Finite.check(isAtLeast(0, "Invalid stat"))),
});

const MemberIds = boundedList(boundedId(MEMBER_NOT_FOUND), MAX_MEMBER_IDS, "members").check(Schema.isMinLength(1, { message: MEMBERS_REQUIRED }));

export const AssignTitleInput = Schema.Struct({
  memberIds: MemberIds,
  titleId: boundedId(TITLE_NOT_FOUND),
  days: Days,
});

const Remark = multiLineText("Remark", 500);

export const SendCreditInput = Schema.Struct({
  amount: Schema.optionalKey(Schema.Finite.check(isAtLeast(0, INVALID_CREDIT_AMOUNT), isAtMost(MAX_CREDIT, maxCreditMessage(MAX_CREDIT)))),
  freeCredit: Schema.optionalKey(
    Schema.NullOr(
      Schema.Struct({
        amount: Schema.Finite.check(Schema.isGreaterThan(0, { message: FREE_CREDIT_REQUIRED }), isAtMost(MAX_CREDIT, maxCreditMessage(MAX_CREDIT))),
        validity: Schema.Finite.check(Schema.isInt({ message: MIN_VALIDITY }), isAtLeast(1, MIN_VALIDITY)),
        unit: Schema.Literals(EXPIRY_UNITS),
      }),
    ),
  ),
  remark: Schema.optionalKey(Remark),
});
export type SendCreditInput = typeof SendCreditInput.Type;

export const DeductCreditInput = Schema.Struct({
  amount: Schema.Finite.check(Schema.isGreaterThan(0, { message: MIN_DEDUCT }), isAtMost(MAX_CREDIT, maxCreditMessage(MAX_CREDIT))),
  remark: Schema.optionalKey(Remark),
});

export const SendRewardInput = Schema.Struct({
  rewardId: boundedId("Invalid reward"),
  memberIds: Schema.optionalKey(boundedList(boundedId(MEMBER_NOT_FOUND), MAX_MEMBER_IDS, "members")),
  all: Schema.optionalKey(Schema.Boolean),
});
