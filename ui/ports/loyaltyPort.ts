// The loyalty port: what the loyalty programme screens need from the outside world (spec 2 §7,
// spec 1 §2 marketing setting), as types only. The programme's shape is the domain's
// (domain/loyalty/programme/programmeModel.ts) as the server answers it, with the `_rev` it was
// read at; every section write sends that `_rev` back (ARCHITECTURE §3: a moved programme
// answers 409).
// Decisions where the spec is silent:
// - "No programme yet" is an answer (null), not a failure: the screens redirect to setup on it.
// - The overview's figures (member count, new this month, members by level, new members per
//   month) come from one summary read of the members, so the overview makes one call for them
//   instead of paging every member.
// - The rewards a level can give are MEMBER_REWARD vouchers (spec 3): the screens read them with
//   the marketing port's voucher list, so this port has no voucher call.
// - The marketing setting answers its apiVersion and, for 'v2', the external portal's address.
// - The CRM v2 conversion is the marketing migration request (POST /marketing-v2/{id}/migrate);
//   it answers the notice to show ('Migration request submitted').
import type { ImageFile } from "./imageFile";
import type { Programme } from "../../domain/loyalty/programme/programmeModel";
import type { ExpRange } from "../../domain/loyalty/programme/experienceRange";
import type { LevelCycleInput } from "../../domain/loyalty/programme/levelCycle";
import type { OnLevelRewardInput } from "../../domain/loyalty/programme/rewards";
import type { NewProgrammeInput } from "../../domain/loyalty/programme/settings";
import type { TierSettingInput } from "../../domain/loyalty/programme/tiers";
import type { ProgrammeSettingsInput } from "../../domain/loyalty/programme/settings";
import type { DesignInput } from "../../domain/loyalty/programme/design";
import type { StoreSettingsInput } from "../../domain/loyalty/programme/store";
import type { CategoryInput } from "../../domain/loyalty/programme/storeBundles";
import type { BenefitInput } from "../../domain/loyalty/programme/benefits";
import type { TitleInput } from "../../domain/loyalty/programme/titles";
import type { LoyaltyMembersPort } from "./loyaltyMembersPort";
import type { LoyaltyRewardsPort } from "./loyaltyRewardsPort";

export type LoyaltyProgramme = Omit<Programme, "status" | "revision"> & { readonly _rev: number };

/** A section write: the business, the programme revision it was made on, and the section. */
export interface ProgrammeWrite<T> {
  readonly businessId: string;
  readonly rev: number;
  readonly change: T;
}

export interface LevelCount {
  readonly level: number;
  readonly memberCount: number;
}

export interface MonthCount {
  /** "YYYY-MM" in the business's time zone. */
  readonly month: string;
  readonly count: number;
}

export interface ProgrammeSummary {
  readonly memberCount: number;
  readonly newThisMonth: number;
  readonly levels: ReadonlyArray<LevelCount>;
  /** Oldest first. */
  readonly newMembersByMonth: ReadonlyArray<MonthCount>;
}

export interface MarketingSetting {
  readonly apiVersion: string;
  readonly portalUrl?: string | undefined;
}


export interface LoyaltyPort extends LoyaltyMembersPort, LoyaltyRewardsPort {
  readonly getProgramme: (businessId: string) => Promise<LoyaltyProgramme | null>;
  readonly createProgramme: (businessId: string, input: NewProgrammeInput) => Promise<LoyaltyProgramme>;
  readonly replaceTiers: (write: ProgrammeWrite<TierSettingInput>) => Promise<LoyaltyProgramme>;
  readonly replaceExperienceRanges: (write: ProgrammeWrite<ReadonlyArray<ExpRange>>) => Promise<LoyaltyProgramme>;
  readonly replaceOnLevelReward: (write: ProgrammeWrite<OnLevelRewardInput>) => Promise<LoyaltyProgramme>;
  /** The vouchers a new member receives (PUT /membership/on-join-reward). */
  readonly replaceOnJoinReward: (write: ProgrammeWrite<ReadonlyArray<string>>) => Promise<LoyaltyProgramme>;
  readonly replaceLevelCycle: (write: ProgrammeWrite<LevelCycleInput>) => Promise<LoyaltyProgramme>;
  /** The whole titles list (PUT /membership/titles). */
  readonly replaceTitles: (write: ProgrammeWrite<ReadonlyArray<TitleInput>>) => Promise<LoyaltyProgramme>;
  /** The whole benefits list (PUT /membership/benefits). */
  readonly replaceBenefits: (write: ProgrammeWrite<ReadonlyArray<BenefitInput>>) => Promise<LoyaltyProgramme>;
  readonly summary: (businessId: string) => Promise<ProgrammeSummary>;
  readonly marketingSetting: (businessId: string) => Promise<MarketingSetting>;
  /** Answers the server's notice. */
  readonly convertToCrmV2: (businessId: string) => Promise<string>;
  readonly updateSettings: (write: ProgrammeWrite<ProgrammeSettingsInput>) => Promise<LoyaltyProgramme>;
  readonly updateDesign: (write: ProgrammeWrite<DesignInput>) => Promise<LoyaltyProgramme>;
  /** Stores the card background; answers the address to put in the design. */
  /** A member card background picked by the user (spec 2 §7 design image upload); answers its address. */
  readonly uploadDesignImage: (businessId: string, file: ImageFile) => Promise<string>;
  readonly updateStore: (write: ProgrammeWrite<StoreSettingsInput>) => Promise<LoyaltyProgramme>;
  readonly replaceStoreCategories: (write: ProgrammeWrite<ReadonlyArray<CategoryInput>>) => Promise<LoyaltyProgramme>;
}
