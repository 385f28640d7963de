// Owns: the 'Manage reward pool' form (spec 2 §2 Rewards; §3 onLevelReward; §4 the level-up draw;
// §5 "Reward proportion: min 0 ('Min proportion is 0'), max 9999 ('Max proportion is 9999'),
// integer ('Invalid proportion'). Default pool: noRewardWeight 1; new pool voucher weight 1,
// minLevel 0"): the draft pool, each field's message (the server's Schemas: Proportion,
// LevelNumber), the chance of each outcome at a level (domain/loyalty/rewardDraw.ts: percents
// with 2 decimals summing to 100, no reward last), and the write, which keeps the programme's
// fixed level vouchers as they are ('Reward pool updated').
// Decisions where the spec is silent: chances depend on the level reached (a voucher's minLevel
// keeps it out below), so the form shows them at a level the user picks, at first the highest
// minLevel in the pool (every voucher drawable); a field being typed (empty) counts as weight 0
// for the chances and cannot be saved.
import { Result, Schema, SchemaIssue } from "effect";
import { LevelNumber } from "../../../domain/loyalty/programme/experienceRange";
import { DEFAULT_POOL_WEIGHT, type OnLevelReward, type OnLevelRewardInput, Proportion } from "../../../domain/loyalty/programme/rewards";
import { rewardChances } from "../../../domain/loyalty/rewardDraw";

export const POOL_UPDATED = "Reward pool updated";
export const NO_REWARD = "No reward";

export interface PoolEntryDraft {
  readonly voucher: string;
  readonly minLevel: number | null;
  readonly weight: number | null;
}

export interface PoolDraft {
  readonly entries: ReadonlyArray<PoolEntryDraft>;
  readonly noRewardWeight: number | null;
}

export type EntryErrors = { readonly minLevel?: string; readonly weight?: string };

export interface PoolErrors {
  readonly entries: ReadonlyArray<EntryErrors>;
  readonly noRewardWeight?: string;
}

export interface ChanceLine {
  /** null: the no-reward outcome. */
  readonly voucher: string | null;
  /** e.g. "33.33%"; "-" for a voucher whose minLevel is above the level. */
  readonly chance: string;
}

const problemOf = (schema: Schema.Codec<number, unknown>, value: number | null): string | undefined => {
  const result = Schema.decodeUnknownResult(schema)(value);
  if (Result.isSuccess(result)) return undefined;
  return SchemaIssue.makeFormatterStandardSchemaV1()(result.failure.issue).issues[0]?.message;
};

export const proportionProblem = (value: number | null): string | undefined => problemOf(Proportion, value);
export const minLevelProblem = (value: number | null): string | undefined => problemOf(LevelNumber, value);

export const draftOfPool = (pool: OnLevelReward): PoolDraft => ({
  entries: pool.vouchers.map(({ voucher, minLevel, weight }) => ({ voucher, minLevel, weight })),
  noRewardWeight: pool.noRewardWeight,
});

/** A voucher joins the pool with the spec's defaults: weight 1, minLevel 0. */
export const withVoucher = (draft: PoolDraft, voucher: string): PoolDraft =>
  draft.entries.some((entry) => entry.voucher === voucher)
    ? draft
    : { ...draft, entries: [...draft.entries, { voucher, minLevel: 0, weight: DEFAULT_POOL_WEIGHT }] };

export const withoutVoucher = (draft: PoolDraft, voucher: string): PoolDraft => ({
  ...draft,
  entries: draft.entries.filter((entry) => entry.voucher !== voucher),
});

export const withEntry = (draft: PoolDraft, voucher: string, patch: Partial<Omit<PoolEntryDraft, "voucher">>): PoolDraft => ({
  ...draft,
  entries: draft.entries.map((entry) => (entry.voucher === voucher ? { ...entry, ...patch } : entry)),
});

export const poolErrors = (draft: PoolDraft): PoolErrors => {
  const noRewardWeight = proportionProblem(draft.noRewardWeight);
  return {
    entries: draft.entries.map((entry) => {
      const minLevel = minLevelProblem(entry.minLevel);
      const weight = proportionProblem(entry.weight);
      return { ...(minLevel === undefined ? {} : { minLevel }), ...(weight === undefined ? {} : { weight }) };
    }),
    ...(noRewardWeight === undefined ? {} : { noRewardWeight }),
  };
};

export const hasPoolErrors = (errors: PoolErrors): boolean =>
  errors.noRewardWeight !== undefined || errors.entries.some((entry) => Object.keys(entry).length > 0);

/** The level the chances are first shown at: the highest minLevel in the pool, so every voucher counts. */
export const firstPreviewLevel = (draft: PoolDraft): number =>
  draft.entries.reduce((highest, entry) => Math.max(highest, entry.minLevel ?? 0), 0);

/** Each pool voucher's chance at `level` in pool order, then no reward. */
export const chanceLines = (draft: PoolDraft, level: number): ReadonlyArray<ChanceLine> => {
  const chances = rewardChances(
    {
      vouchers: draft.entries.map((entry) => ({ voucher: entry.voucher, minLevel: entry.minLevel ?? 0, weight: entry.weight ?? 0 })),
      noRewardWeight: draft.noRewardWeight ?? 0,
    },
    level,
  );
  // A voucher left out of the draw has no chance: "-" below its minLevel, 0% with weight 0.
  const percentOf = (voucher: string | null, reached: boolean): string => {
    if (!reached) return "-";
    return `${(chances.find((line) => line.voucher === voucher)?.percentage ?? 0).toFixed(2)}%`;
  };
  return [
    ...draft.entries.map((entry) => ({ voucher: entry.voucher, chance: percentOf(entry.voucher, (entry.minLevel ?? 0) <= level) })),
    { voucher: null, chance: percentOf(null, true) },
  ];
};

/** The write of a draft without errors; the fixed level vouchers stay as the programme has them. */
export const poolInput = (draft: PoolDraft, current: OnLevelReward): OnLevelRewardInput => ({
  vouchers: draft.entries.map((entry) => ({ voucher: entry.voucher, minLevel: entry.minLevel ?? 0, weight: entry.weight ?? DEFAULT_POOL_WEIGHT })),
  noRewardWeight: draft.noRewardWeight ?? 0,
  fixVouchers: current.fixVouchers,
});
