// The loyalty programme aggregate, stream `programme-{businessId}` (language in
// programmeModel.ts; spec 2 §3-§5, §7). Creating the programme activates it (spec 2 §4) with
// the defaults: name 'Membership', baseExpToLevelUp 300, base tier 'Basic' at min level 0, no
// season, no rewards, default card, store not activated. Each other command replaces one
// section, after that section's rules (one module per concept).
// Decisions where the spec is silent:
// - A second setup is 'Membership already exists' (409); any write before setup is
//   'Membership not found' (404).
// - Every write may carry `rev` (`_rev` / If-Match): a stale one is 409 and the newer data
//   stays (domain/business/revision.ts). A write that changes nothing appends nothing.
// - Writing store categories before the store is activated is 'Member store is not activated' (409).
import { Result } from "effect";
import { isoOf } from "../../auth/fields";
import { staleRevision } from "../../business/revision";
import { sameValue } from "../../business/sameValue";
import { type DecideContext, type Decider, type Decision, accept, reject } from "../../engine/decider";
import { chosenCountryOrDefault, getCountryConfig } from "../../shared/country";
import { creditScale } from "../creditMultiplier";
import { DEFAULT_BASE_TIER_NAME } from "../tierDecision";
import { unitsOf } from "../member/creditUnits";
import { nextBenefits, requiredTitleIds } from "./benefits";
import type { Checked } from "./checked";
import { DEFAULT_DESIGN, nextDesign } from "./design";
import { nextExpRanges } from "./experienceRange";
import { NO_LEVEL_CYCLE, nextLevelCycle } from "./levelCycle";
import type { Programme, ProgrammeCommand, ProgrammeEvent, ProgrammeState } from "./programmeModel";
import { EMPTY_ON_JOIN_REWARD, EMPTY_ON_LEVEL_REWARD, nextOnJoinReward, nextOnLevelReward } from "./rewards";
import { DEFAULT_SETTINGS, type ProgrammeSettings, settingsFrom } from "./settings";
import { INACTIVE_STORE, STORE_NOT_ACTIVATED, nextStoreSettings } from "./store";
import { bundleTitleIds, nextCategories } from "./storeBundles";
import { nextTierSetting } from "./tiers";
import { nextTitles } from "./titles";

export const PROGRAMME_NOT_FOUND = "Membership not found";
export const PROGRAMME_EXISTS = "Membership already exists";

const settingsOf = (p: Programme): ProgrammeSettings => ({
  name: p.name, url: p.url, baseExpToLevelUp: p.baseExpToLevelUp, targetRestaurant: p.targetRestaurant, cashback: p.cashback,
  creditOneToOne: p.creditOneToOne, freeCreditAsDiscount: p.freeCreditAsDiscount, experiencePerSpent: p.experiencePerSpent,
});

const evolveActive = (p: Programme, event: ProgrammeEvent): Programme => {
  switch (event.type) {
    case "ProgrammeCreated": return p;
    case "ProgrammeSettingsUpdated": return { ...p, ...event.data.settings };
    case "TiersReplaced": return { ...p, tier: event.data.tier };
    case "ExperienceRangesReplaced": return { ...p, expRange: event.data.expRange };
    case "LevelCycleReplaced": return { ...p, levelCycle: event.data.levelCycle };
    case "TitlesReplaced": return { ...p, titles: event.data.titles };
    case "BenefitsReplaced": return { ...p, benefits: event.data.benefits };
    case "OnJoinRewardReplaced": return { ...p, onJoinReward: event.data.onJoinReward };
    case "OnLevelRewardReplaced": return { ...p, onLevelReward: event.data.onLevelReward };
    case "DesignUpdated": return { ...p, design: event.data.design };
    case "StoreSettingsUpdated": return { ...p, store: { ...event.data.store, categories: p.store.categories } };
    case "StoreCategoriesReplaced": return { ...p, store: { ...p.store, categories: event.data.categories } };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

export const evolveProgramme = (state: ProgrammeState, event: ProgrammeEvent): ProgrammeState => {
  const revision = state.revision + 1;
  if (event.type === "ProgrammeCreated") {
    const { businessId, settings, baseTierName, createdAt } = event.data;
    return {
      status: "active", businessId, createdAt, ...settings, revision,
      tier: { baseTierName, tiers: [] }, expRange: [], levelCycle: NO_LEVEL_CYCLE, titles: [], benefits: [],
      onJoinReward: EMPTY_ON_JOIN_REWARD, onLevelReward: EMPTY_ON_LEVEL_REWARD, design: DEFAULT_DESIGN,
      store: { ...INACTIVE_STORE, categories: [] },
    };
  }
  if (state.status !== "active") return { ...state, revision };
  return { ...evolveActive(state, event), revision };
};

/** One event when `next` differs from `current`, none otherwise. */
const replaced = <T>(current: T, next: Checked<T>, event: (value: T) => ProgrammeEvent): Decision<ProgrammeEvent> => {
  if (Result.isFailure(next)) return Result.fail(next.failure);
  return sameValue(current, next.success) ? accept() : accept(event(next.success));
};

const currencyOf = (country: string): string => getCountryConfig(chosenCountryOrDefault(country)).currency.code;

const creditPrecision = (p: Programme): number => creditScale(p.creditOneToOne).precision;

const decideActive = (command: Exclude<ProgrammeCommand, { type: "CreateProgramme" }>, p: Programme, ctx: DecideContext): Decision<ProgrammeEvent> => {
  const stale = staleRevision<ProgrammeEvent>(command.data.rev, p.revision);
  if (stale !== null) return stale;
  switch (command.type) {
    case "UpdateSettings": {
      const settings = settingsFrom(command.data.settings, settingsOf(p));
      return sameValue(settings, settingsOf(p)) ? accept() : accept({ type: "ProgrammeSettingsUpdated", data: { settings } });
    }
    case "ReplaceTiers":
      return replaced(p.tier, nextTierSetting(command.data.tier), (tier) => ({ type: "TiersReplaced", data: { tier } }));
    case "ReplaceExperienceRanges":
      return replaced(p.expRange, nextExpRanges(command.data.expRange), (expRange) => ({ type: "ExperienceRangesReplaced", data: { expRange } }));
    case "ReplaceLevelCycle":
      return replaced(p.levelCycle, nextLevelCycle(command.data.levelCycle), (levelCycle) => ({ type: "LevelCycleReplaced", data: { levelCycle } }));
    case "ReplaceTitles": {
      const inUse = { byBenefits: requiredTitleIds(p.benefits), byBundles: bundleTitleIds(p.store.categories) };
      const next = nextTitles(p.titles, command.data.titles, inUse, ctx.newId, isoOf(ctx.now));
      return replaced(p.titles, next, (titles) => ({ type: "TitlesReplaced", data: { titles } }));
    }
    case "ReplaceBenefits": {
      const precision = creditPrecision(p);
      const next = nextBenefits(p.benefits, command.data.benefits, {
        tierCount: 1 + p.tier.tiers.length,
        titleIds: new Set(p.titles.map((t) => t.id)),
        creditPrecision: precision,
        creditUnits: (amount) => unitsOf(amount, precision),
        newId: ctx.newId,
      });
      return replaced(p.benefits, next, (benefits) => ({ type: "BenefitsReplaced", data: { benefits } }));
    }
    case "ReplaceOnJoinReward":
      return replaced(p.onJoinReward, Result.succeed(nextOnJoinReward(command.data.vouchers)), (onJoinReward) => ({ type: "OnJoinRewardReplaced", data: { onJoinReward } }));
    case "ReplaceOnLevelReward":
      return replaced(p.onLevelReward, nextOnLevelReward(command.data.onLevelReward), (onLevelReward) => ({ type: "OnLevelRewardReplaced", data: { onLevelReward } }));
    case "UpdateDesign":
      return replaced(p.design, nextDesign(command.data.design), (design) => ({ type: "DesignUpdated", data: { design } }));
    case "UpdateStore": {
      const { categories: _, ...current } = p.store;
      return replaced(current, nextStoreSettings(command.data.store, command.data.company, current), (store) => ({ type: "StoreSettingsUpdated", data: { store } }));
    }
    case "ReplaceStoreCategories": {
      if (!p.store.activated || p.store.company === null) return reject(STORE_NOT_ACTIVATED, 409);
      const next = nextCategories(p.store.categories, command.data.categories, {
        titleIds: new Set(p.titles.map((t) => t.id)),
        creditPrecision: creditPrecision(p),
        currency: currencyOf(p.store.company.address.country),
        newId: ctx.newId,
      });
      return replaced(p.store.categories, next, (categories) => ({ type: "StoreCategoriesReplaced", data: { categories } }));
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const decideProgramme = (command: ProgrammeCommand, state: ProgrammeState, ctx: DecideContext): Decision<ProgrammeEvent> => {
  if (command.type === "CreateProgramme") {
    if (state.status !== "none") return reject(PROGRAMME_EXISTS, 409);
    const { businessId, baseTierName, ...input } = command.data;
    return accept({
      type: "ProgrammeCreated",
      data: { businessId, settings: settingsFrom(input, DEFAULT_SETTINGS), baseTierName: baseTierName ?? DEFAULT_BASE_TIER_NAME, createdAt: isoOf(ctx.now) },
    });
  }
  if (state.status !== "active") return reject(PROGRAMME_NOT_FOUND, 404);
  return decideActive(command, state, ctx);
};

export const programmeDecider: Decider<ProgrammeState, ProgrammeCommand, ProgrammeEvent> = {
  initialState: { status: "none", revision: 0 },
  decide: decideProgramme,
  evolve: evolveProgramme,
};
