// A member as the API answers it (spec 2 §3 Member; the Schema is domain/loyalty/member/
// memberResponse.ts): the `members` row, decoded with its row Schema, with its tier (by level,
// domain/loyalty/tierDecision.ts) and its credit at the programme's precision.
// Decisions where the spec is silent: `balance` and `creditBalance.free` count only free credit
// still spendable now (expired lots not yet closed by an EXPIRED movement are left out);
// `balanceUnits` gives the raw ledger units.
import type { Temporal } from "temporal-polyfill";
import { liveLots, spendable } from "../../../domain/loyalty/member/creditLedger";
import { amountOf } from "../../../domain/loyalty/member/creditUnits";
import { type MemberResponse, decodeMemberRow } from "../../../domain/loyalty/member/memberResponse";
import type { Programme } from "../../../domain/loyalty/programme/programmeModel";
import { tierIndexOf, tierLadder } from "../../../domain/loyalty/tierDecision";
import { creditPrecisionOf } from "./memberProgramme";

// A row kept by the embedded store's page cache (adapters/store/readCache.ts) reaches here as the
// same object on every read of that page: decode it once.
const decoded = new WeakMap<object, ReturnType<typeof decodeMemberRow>>();
const decodeOnce = (stored: unknown) => {
  if (typeof stored !== "object" || stored === null) return decodeMemberRow(stored);
  const known = decoded.get(stored);
  if (known !== undefined) return known;
  const row = decodeMemberRow(stored);
  decoded.set(stored, row);
  return row;
};

export const memberView = (stored: unknown, programme: Programme, now: Temporal.Instant): MemberResponse => {
  const row = decodeOnce(stored);
  const precision = creditPrecisionOf(programme);
  const credit = row.creditBalance;
  return {
    ...row,
    tier: tierIndexOf(tierLadder(programme.tier), row.level),
    balanceUnits: row.balance,
    balance: amountOf(spendable(credit, now), precision),
    creditBalance: {
      normal: amountOf(credit.normal, precision),
      free: liveLots(credit, now).map((lot) => ({ lotId: lot.lotId, amount: amountOf(lot.amount, precision), expiredAt: lot.expiredAt })),
    },
  };
};
