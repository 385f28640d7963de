// Owns: the level-up reward draw (spec 2 §4 "weighted random among the level's pool vouchers
// (weight above 0 and minLevel reached) plus a no-reward option (weight noRewardWeight)") and
// the chance percentages the level dialog shows beside the pool.
// Exports: DEFAULT_NO_REWARD_WEIGHT, PoolVoucher, RewardPool, RewardChance,
//   eligiblePoolVouchers(pool, level): PoolVoucher[], drawReward(pool, level, roll): string | null,
//   rewardChances(pool, level): RewardChance[].
// Decisions (spec silent):
// - "minLevel reached" is judged at the level just reached (a draw for reaching level 5 may give
//   a voucher of minLevel 5).
// - `roll` is one uniform number in [0, 1) (DecideContext.random); the outcome is the slot of the
//   cumulative weights it falls in, pool vouchers in pool order, then no reward. Recording the
//   roll and the outcome in the event means replays never re-roll.
// - When every weight is 0 (or the pool is empty and noRewardWeight is 0) nothing is drawn.
// - Chances are percents with 2 decimals that sum to exactly 100 (largest remainder); a
//   negative or non-finite weight counts as 0.
export const DEFAULT_NO_REWARD_WEIGHT = 1;

export type PoolVoucher = { readonly voucher: string; readonly minLevel: number; readonly weight: number };
export type RewardPool = { readonly vouchers: ReadonlyArray<PoolVoucher>; readonly noRewardWeight: number };
/** `voucher` null is the no-reward option. */
export type RewardChance = { readonly voucher: string | null; readonly weight: number; readonly percentage: number };

const weightOf = (weight: number): number => (Number.isFinite(weight) && weight > 0 ? weight : 0);

/** The pool vouchers that can be drawn at `level`: weight above 0 and minLevel reached. */
export const eligiblePoolVouchers = (pool: RewardPool, level: number): ReadonlyArray<PoolVoucher> =>
  pool.vouchers.filter((entry) => weightOf(entry.weight) > 0 && entry.minLevel <= level);

const slotsOf = (pool: RewardPool, level: number): ReadonlyArray<{ voucher: string | null; weight: number }> => [
  ...eligiblePoolVouchers(pool, level).map((entry) => ({ voucher: entry.voucher, weight: weightOf(entry.weight) })),
  { voucher: null, weight: weightOf(pool.noRewardWeight) },
];

/** The voucher id drawn by `roll` (uniform in [0, 1)), or null for no reward. */
export const drawReward = (pool: RewardPool, level: number, roll: number): string | null => {
  if (!(roll >= 0 && roll < 1)) throw new RangeError(`roll ${roll} is not in [0, 1)`);
  const slots = slotsOf(pool, level);
  const total = slots.reduce((sum, slot) => sum + slot.weight, 0);
  if (total === 0) return null;
  let point = roll * total;
  for (const slot of slots) {
    if (point < slot.weight) return slot.voucher;
    point -= slot.weight;
  }
  // Floating-point leftovers land on the last slot with weight.
  return slots.filter((slot) => slot.weight > 0).at(-1)?.voucher ?? null;
};

/** Each outcome's chance in percent, 2 decimals, summing to exactly 100 (no reward last). */
export const rewardChances = (pool: RewardPool, level: number): ReadonlyArray<RewardChance> => {
  const slots = slotsOf(pool, level);
  const total = slots.reduce((sum, slot) => sum + slot.weight, 0);
  if (total === 0) return slots.map((slot) => ({ ...slot, percentage: slot.voucher === null ? 100 : 0 }));
  const exact = slots.map((slot) => (slot.weight * 10_000) / total);
  const hundredths = exact.map(Math.floor);
  let missing = 10_000 - hundredths.reduce((sum, h) => sum + h, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    hundredths[index] = (hundredths[index] ?? 0) + 1;
    missing -= 1;
  }
  return slots.map((slot, index) => ({ ...slot, percentage: (hundredths[index] ?? 0) / 100 }));
};
