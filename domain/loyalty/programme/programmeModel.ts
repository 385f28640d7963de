// The loyalty programme's language, stream `programme-{businessId}` (spec 2 §3 Membership):
// its events, commands and state (decisions in programme.ts). Every write replaces one section
// of the programme (settings, tiers, experience ranges, level cycle, titles, benefits, rewards,
// design, store settings, store categories), so each event carries its whole section: folding
// the events up to an instant gives the programme as it was then, and the read model is the
// folded state itself.
import { Schema } from "effect";
import { Id, IsoInstant, message } from "../../auth/fields";
import type { Company } from "../../business/company";
import { type Benefit, Benefit as BenefitSchema, type BenefitInput } from "./benefits";
import { Design, type DesignInput } from "./design";
import { ExpRange } from "./experienceRange";
import { type LevelCycle, LevelCycle as LevelCycleSchema, type LevelCycleInput } from "./levelCycle";
import { type OnJoinReward, OnJoinReward as OnJoinRewardSchema, type OnLevelReward, OnLevelReward as OnLevelRewardSchema, type OnLevelRewardInput } from "./rewards";
import { type NewProgrammeInput, ProgrammeSettings, type ProgrammeSettingsInput } from "./settings";
import { StoreSettings, type StoreSettingsInput } from "./store";
import { Category, type CategoryInput } from "./storeBundles";
import { type TierSetting, TierSetting as TierSettingSchema, type TierSettingInput } from "./tiers";
import { Title, type TitleInput } from "./titles";

export const ProgrammeEvent = Schema.Union([
  message("ProgrammeCreated", { businessId: Id, settings: ProgrammeSettings, baseTierName: Schema.String, createdAt: IsoInstant }),
  message("ProgrammeSettingsUpdated", { settings: ProgrammeSettings }),
  message("TiersReplaced", { tier: TierSettingSchema }),
  message("ExperienceRangesReplaced", { expRange: Schema.Array(ExpRange) }),
  message("LevelCycleReplaced", { levelCycle: LevelCycleSchema }),
  message("TitlesReplaced", { titles: Schema.Array(Title) }),
  message("BenefitsReplaced", { benefits: Schema.Array(BenefitSchema) }),
  message("OnJoinRewardReplaced", { onJoinReward: OnJoinRewardSchema }),
  message("OnLevelRewardReplaced", { onLevelReward: OnLevelRewardSchema }),
  message("DesignUpdated", { design: Design }),
  message("StoreSettingsUpdated", { store: StoreSettings }),
  message("StoreCategoriesReplaced", { categories: Schema.Array(Category) }),
]);
export type ProgrammeEvent = typeof ProgrammeEvent.Type;

type Rev = { readonly rev?: number | undefined };

export type ProgrammeCommand =
  | { readonly type: "CreateProgramme"; readonly data: NewProgrammeInput & { readonly businessId: string } }
  | { readonly type: "UpdateSettings"; readonly data: Rev & { readonly settings: ProgrammeSettingsInput } }
  | { readonly type: "ReplaceTiers"; readonly data: Rev & { readonly tier: TierSettingInput } }
  | { readonly type: "ReplaceExperienceRanges"; readonly data: Rev & { readonly expRange: ReadonlyArray<ExpRange> } }
  | { readonly type: "ReplaceLevelCycle"; readonly data: Rev & { readonly levelCycle: LevelCycleInput } }
  | { readonly type: "ReplaceTitles"; readonly data: Rev & { readonly titles: ReadonlyArray<TitleInput> } }
  | { readonly type: "ReplaceBenefits"; readonly data: Rev & { readonly benefits: ReadonlyArray<BenefitInput> } }
  | { readonly type: "ReplaceOnJoinReward"; readonly data: Rev & { readonly vouchers: ReadonlyArray<string> } }
  | { readonly type: "ReplaceOnLevelReward"; readonly data: Rev & { readonly onLevelReward: OnLevelRewardInput } }
  | { readonly type: "UpdateDesign"; readonly data: Rev & { readonly design: DesignInput } }
  | { readonly type: "UpdateStore"; readonly data: Rev & { readonly store: StoreSettingsInput; readonly company: Company | null } }
  | { readonly type: "ReplaceStoreCategories"; readonly data: Rev & { readonly categories: ReadonlyArray<CategoryInput> } };

export interface Programme extends ProgrammeSettings {
  readonly status: "active";
  readonly businessId: string;
  readonly createdAt: string;
  readonly tier: TierSetting;
  readonly expRange: ReadonlyArray<ExpRange>;
  readonly levelCycle: LevelCycle;
  readonly titles: ReadonlyArray<Title>;
  readonly benefits: ReadonlyArray<Benefit>;
  readonly onJoinReward: OnJoinReward;
  readonly onLevelReward: OnLevelReward;
  readonly design: Design;
  readonly store: StoreSettings & { readonly categories: ReadonlyArray<Category> };
  /** The stream version: the number of events folded (`_rev`). */
  readonly revision: number;
}

export type ProgrammeState = { readonly status: "none"; readonly revision: number } | Programme;

export const programmeStreamId = (businessId: string): string => `programme-${businessId}`;

const PROGRAMME_EVENT_TYPES: ReadonlySet<string> = new Set(ProgrammeEvent.members.map((member) => member.fields.type.literal));

export const isProgrammeEvent = (event: { readonly type: string }): event is ProgrammeEvent => PROGRAMME_EVENT_TYPES.has(event.type);

export const businessIdOfProgrammeStream = (streamId: string): string => streamId.slice("programme-".length);
