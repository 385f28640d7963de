// Owns: the programme's rewards (spec 2 §3 onJoinReward, onLevelReward; §4 level-up draw; §5
// proportion; §7 `PUT /membership/on-join-reward`, `PUT /membership/on-level-reward`; §8).
// A reward is a MEMBER_REWARD voucher (spec 3), referenced by id. The on-join reward lists the
// vouchers a new member receives; the level-up pool lists vouchers with a weight (the
// 'proportion', 0-9999: 'Min proportion is 0', 'Max proportion is 9999', 'Invalid proportion')
// and the minimum level they need, a no-reward weight (default 1) and fixed vouchers per level.
// The draw itself is domain/loyalty's level-up maths; this module only keeps the pool.
// Decisions where the spec is silent:
// - A voucher appears at most once in the pool ('Reward already in pool') and at most once per
//   level among fixed vouchers ('Reward already fixed for level {n}'); the on-join list is a set.
// - That every id is a MEMBER_REWARD voucher of the business is checked by the server against
//   the vouchers read model before the command ('Invalid reward').
// - Deleting a reward that is in the level-up pool is refused: 'Unable to delete reward in level
//   up reward' (`rewardInLevelUpPool` lets the voucher's delete ask).
import { Schema } from "effect";
import { boundedId, boundedList } from "../../shared/inputBounds";
import { isAtLeast, isAtMost } from "../../shared/fieldRules";
import { DEFAULT_NO_REWARD_WEIGHT } from "../rewardDraw";
import { type Checked, checked, refuse } from "./checked";
import { LevelNumber } from "./experienceRange";
import { MAX_LEVEL } from "../experienceCap";

export const MAX_PROPORTION = 9999;
export const MIN_PROPORTION_MESSAGE = "Min proportion is 0";
export const MAX_PROPORTION_MESSAGE = "Max proportion is 9999";
export const INVALID_PROPORTION = "Invalid proportion";
export const DEFAULT_POOL_WEIGHT = 1;
export const REWARD_IN_LEVEL_UP = "Unable to delete reward in level up reward";
export const REWARD_ALREADY_IN_POOL = "Reward already in pool";
export const INVALID_REWARD = "Invalid reward";
export const rewardAlreadyFixed = (level: number): string => `Reward already fixed for level ${level}`;

export const Proportion = Schema.Finite.check(
  Schema.isInt({ message: INVALID_PROPORTION }),
  isAtLeast(0, MIN_PROPORTION_MESSAGE),
  isAtMost(MAX_PROPORTION, MAX_PROPORTION_MESSAGE),
);

const VoucherId = boundedId(INVALID_REWARD);
/** A pool or on-join list of at most 100 vouchers; fixed rewards at most one per level. */
const MAX_REWARD_VOUCHERS = 100;

export const PoolVoucher = Schema.Struct({ voucher: Schema.String, minLevel: Schema.Number, weight: Schema.Number });
export const FixVoucher = Schema.Struct({ level: Schema.Number, voucher: Schema.String });
export const OnLevelReward = Schema.Struct({
  vouchers: Schema.Array(PoolVoucher),
  noRewardWeight: Schema.Number,
  fixVouchers: Schema.Array(FixVoucher),
});
export type OnLevelReward = typeof OnLevelReward.Type;
export const OnJoinReward = Schema.Struct({ vouchers: Schema.Array(Schema.String) });
export type OnJoinReward = typeof OnJoinReward.Type;

export const EMPTY_ON_LEVEL_REWARD: OnLevelReward = { vouchers: [], noRewardWeight: DEFAULT_NO_REWARD_WEIGHT, fixVouchers: [] };
export const EMPTY_ON_JOIN_REWARD: OnJoinReward = { vouchers: [] };

export const OnLevelRewardInput = Schema.Struct({
  vouchers: boundedList(Schema.Struct({
    voucher: VoucherId,
    minLevel: Schema.optionalKey(LevelNumber),
    weight: Schema.optionalKey(Proportion),
  }), MAX_REWARD_VOUCHERS, "vouchers"),
  noRewardWeight: Schema.optionalKey(Proportion),
  fixVouchers: Schema.optionalKey(boundedList(Schema.Struct({ level: LevelNumber, voucher: VoucherId }), MAX_LEVEL + 1, "fixed rewards")),
});
export type OnLevelRewardInput = typeof OnLevelRewardInput.Type;

export const OnJoinRewardInput = Schema.Struct({ vouchers: boundedList(VoucherId, MAX_REWARD_VOUCHERS, "vouchers") });

/** The pool a write leaves, with the spec's defaults (weight 1, minLevel 0, noRewardWeight 1). */
export const nextOnLevelReward = (input: OnLevelRewardInput): Checked<OnLevelReward> => {
  const pooled = new Set<string>();
  for (const [index, entry] of input.vouchers.entries()) {
    if (pooled.has(entry.voucher)) return refuse(REWARD_ALREADY_IN_POOL, ["vouchers", index, "voucher"]);
    pooled.add(entry.voucher);
  }
  const fixed = new Set<string>();
  const fixVouchers = input.fixVouchers ?? [];
  for (const [index, entry] of fixVouchers.entries()) {
    const key = `${entry.level}:${entry.voucher}`;
    if (fixed.has(key)) return refuse(rewardAlreadyFixed(entry.level), ["fixVouchers", index, "voucher"]);
    fixed.add(key);
  }
  return checked({
    vouchers: input.vouchers.map((v) => ({ voucher: v.voucher, minLevel: v.minLevel ?? 0, weight: v.weight ?? DEFAULT_POOL_WEIGHT })),
    noRewardWeight: input.noRewardWeight ?? DEFAULT_NO_REWARD_WEIGHT,
    fixVouchers: [...fixVouchers].sort((a, b) => a.level - b.level),
  });
};

export const nextOnJoinReward = (vouchers: ReadonlyArray<string>): OnJoinReward => ({ vouchers: [...new Set(vouchers)] });

/** Whether a voucher sits in the level-up pool or among its fixed vouchers (its delete is refused). */
export const rewardInLevelUpPool = (onLevel: OnLevelReward, voucherId: string): boolean =>
  onLevel.vouchers.some((v) => v.voucher === voucherId) || onLevel.fixVouchers.some((v) => v.voucher === voucherId);
