// Owns: a member's credit as a ledger (spec 2 §3 Member.creditBalance, Credit transaction; §5):
// normal credit is one number, free credit is a list of lots, each with what is left of it and
// when it expires. Every change is a movement (a credit transaction): signed deltas on normal
// credit and on named free lots; the balance is by construction the sum of the movements.
// Decisions where the spec is silent:
// - Amounts are integer credit units: one unit is worth 0.01 of money, so a one-to-one programme
//   (precision 2) shows 1.00 for 100 units and a points programme (precision 0) shows 100 (see
//   creditUnits.ts). Units never change when the programme's credit mode changes.
// - A deduction consumes the earliest-expiring free credit first (ties: the lot granted first),
//   then normal credit: free credit is the one that would otherwise be lost.
// - A lot whose expiry instant is at or before now can no longer be spent: it is closed by an
//   EXPIRED movement (expiredMovement) before any other movement is decided.
// - Nothing can take the balance below 0: a deduction larger than what can be spent is refused.
import { Temporal } from "temporal-polyfill";
import { instantOf } from "../../shared/instantOf";

export interface FreeLot {
  readonly lotId: string;
  /** What is left of the lot, in credit units (never negative). */
  readonly amount: number;
  /** ISO instant at which the lot stops being spendable. */
  readonly expiredAt: string;
}

export interface CreditBalance {
  readonly normal: number;
  readonly free: ReadonlyArray<FreeLot>;
}

export interface FreeDelta {
  readonly lotId: string;
  readonly amount: number;
  readonly expiredAt: string;
}

/** The credit part of a movement: signed deltas. */
export interface CreditDelta {
  readonly normal: number;
  readonly free: ReadonlyArray<FreeDelta>;
}

export const EMPTY_BALANCE: CreditBalance = { normal: 0, free: [] };

const isLive = (lot: FreeLot, now: Temporal.Instant): boolean =>
  lot.amount > 0 && Temporal.Instant.compare(instantOf(lot.expiredAt), now) > 0;

/** The free lots that can still be spent at `now`. */
export const liveLots = (balance: CreditBalance, now: Temporal.Instant): ReadonlyArray<FreeLot> =>
  balance.free.filter((lot) => isLive(lot, now));

/** Free credit that can still be spent at `now`. */
export const liveFree = (balance: CreditBalance, now: Temporal.Instant): number =>
  liveLots(balance, now).reduce((total, lot) => total + lot.amount, 0);

/** Everything that can be spent at `now`. */
export const spendable = (balance: CreditBalance, now: Temporal.Instant): number => balance.normal + liveFree(balance, now);

/** The balance as the ledger says: normal plus every lot's remainder, expired or not. */
export const ledgerTotal = (balance: CreditBalance): number =>
  balance.normal + balance.free.reduce((total, lot) => total + lot.amount, 0);

/** Folds one movement into the balance; lots that reach 0 are dropped. */
export const applyDelta = (balance: CreditBalance, delta: CreditDelta): CreditBalance => {
  const lots = new Map(balance.free.map((lot) => [lot.lotId, lot]));
  for (const change of delta.free) {
    const lot = lots.get(change.lotId);
    lots.set(change.lotId, { lotId: change.lotId, expiredAt: change.expiredAt, amount: (lot?.amount ?? 0) + change.amount });
  }
  return { normal: balance.normal + delta.normal, free: [...lots.values()].filter((lot) => lot.amount !== 0) };
};

/** The lots to close at `now` (expired with something left), as one delta; null when none. */
export const expiredDelta = (balance: CreditBalance, now: Temporal.Instant): CreditDelta | null => {
  const expired = balance.free.filter((lot) => lot.amount > 0 && !isLive(lot, now));
  return expired.length === 0
    ? null
    : { normal: 0, free: expired.map((lot) => ({ lotId: lot.lotId, amount: -lot.amount, expiredAt: lot.expiredAt })) };
};

const byExpiry = (a: FreeLot, b: FreeLot): number =>
  Temporal.Instant.compare(instantOf(a.expiredAt), instantOf(b.expiredAt));

/**
 * The delta that takes `amount` (> 0) units: earliest-expiring live free lots first, then normal.
 * Null when the member cannot spend that much (the balance would go below 0).
 */
export const deductionDelta = (balance: CreditBalance, amount: number, now: Temporal.Instant): CreditDelta | null => {
  if (amount > spendable(balance, now)) return null;
  let left = amount;
  const free: FreeDelta[] = [];
  // Array.prototype.sort is stable: lots with the same expiry keep their grant order.
  for (const lot of balance.free.filter((l) => isLive(l, now)).sort(byExpiry)) {
    if (left === 0) break;
    const taken = Math.min(lot.amount, left);
    free.push({ lotId: lot.lotId, amount: -taken, expiredAt: lot.expiredAt });
    left -= taken;
  }
  return { normal: -left, free };
};

/** The part of one lot that can still be taken back (a refunded bill's cashback). */
export const lotRemainder = (balance: CreditBalance, lotId: string, now: Temporal.Instant): FreeLot | null => {
  const lot = balance.free.find((l) => l.lotId === lotId);
  return lot !== undefined && isLive(lot, now) ? lot : null;
};
