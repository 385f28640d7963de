// A member as the API answers it (spec 2 §3 Member; ARCHITECTURE §2.7 response Schemas): one
// definition that the server encodes its answers with (adapters/server/loyalty/memberView.ts)
// and the UI's client decodes them with (adapters/http/loyaltyMembersApi.ts), so a field the
// server adds or drops without this Schema fails the API tests instead of reaching a screen.
// Decisions where the spec is silent: `balance` and `creditBalance` are shown at the
// programme's credit precision; `balanceUnits` is the raw ledger total; `tier` is zero-based.
import { Schema } from "effect";
import { Money } from "../../shared/money";

const Instant = Schema.String;

export const MemberTitleResponse = Schema.Struct({ id: Schema.String, acquiredAt: Instant, expiredAt: Instant });

export const MemberStatResponse = Schema.Struct({
  visitCount: Schema.Number,
  lastVisit: Schema.NullOr(Instant),
  avgBillSize: Schema.Number,
  avgVisitFrequency: Schema.Number,
  products: Schema.Array(Schema.Struct({ id: Schema.String, count: Schema.Number })),
});

const CreditAmounts = Schema.Struct({
  normal: Schema.Number,
  free: Schema.Array(Schema.Struct({ lotId: Schema.String, amount: Schema.Number, expiredAt: Instant })),
});

/** A row of the `members` read model (members.projection.ts): credit in ledger units. */
export const MemberRow = Schema.Struct({
  id: Schema.String,
  businessId: Schema.String,
  phoneNumber: Schema.NullOr(Schema.String),
  name: Schema.NullOr(Schema.String),
  birthday: Schema.NullOr(Schema.String),
  cardNo: Schema.NullOr(Schema.String),
  joinedAt: Instant,
  level: Schema.Number,
  experience: Schema.Number,
  titles: Schema.Array(MemberTitleResponse),
  balance: Schema.Number,
  creditBalance: CreditAmounts,
  stat: MemberStatResponse,
  visitCount: Schema.Number,
  lastVisit: Schema.NullOr(Instant),
  totalSpent: Money,
  totalSpentAmount: Schema.Number,
  rewardsReceived: Schema.Number,
  user: Schema.Struct({
    displayName: Schema.NullOr(Schema.String),
    phoneNumber: Schema.NullOr(Schema.String),
    prevPhoneNumbers: Schema.Array(Schema.String),
    email: Schema.NullOr(Schema.String),
    birthday: Schema.NullOr(Schema.String),
    photoURL: Schema.NullOr(Schema.String),
  }),
  _rev: Schema.Number,
});
export type MemberRow = typeof MemberRow.Type;
export const decodeMemberRow = Schema.decodeUnknownSync(MemberRow);

/** The row as answered: the tier it falls in (zero-based) and the raw ledger total beside it. */
export const MemberResponse = Schema.Struct({ ...MemberRow.fields, tier: Schema.Number, balanceUnits: Schema.Number });
export type MemberResponse = typeof MemberResponse.Type;

export const MemberPageResponse = Schema.Struct({
  resources: Schema.Array(MemberResponse),
  pagination: Schema.Struct({ totalResources: Schema.Number }),
});
export type MemberPageResponse = typeof MemberPageResponse.Type;

/** Exactly the Schema's fields: an extra one is an error, so both sides must name it. */
const strict = { onExcessProperty: "error" } as const;
export const decodeMember = Schema.decodeUnknownSync(MemberResponse, strict);
export const decodeMemberPage = Schema.decodeUnknownSync(MemberPageResponse, strict);
