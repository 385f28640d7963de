// Owns: how a programme change reads in the history panel (spec 2 "a programme history panel
// listing every change (who, when, what)" of the loyalty screens issue; GET /membership/history):
// what changed, named after the programme's section; who made it, the user's name, else their
// id, else 'System' (a change no user made, e.g. a job); when, 'DD/MM/YYYY HH:mm' as the
// transaction report shows times.
// Decision where the spec is silent: an event type this screen does not know yet is shown with
// its name split into words, so a new section's changes still appear.
import type { ProgrammeEvent } from "../../../domain/loyalty/programme/programmeModel";
import type { ProgrammeChange } from "../../ports/loyaltyRewardsPort";
import { displayTime } from "../../../domain/loyalty/member/memberDates";

export const SYSTEM_ACTOR = "System";

const WHAT: Readonly<Record<ProgrammeEvent["type"], string>> = {
  ProgrammeCreated: "Programme created",
  ProgrammeSettingsUpdated: "Settings updated",
  TiersReplaced: "Tiers updated",
  ExperienceRangesReplaced: "Experience to level up updated",
  LevelCycleReplaced: "Season updated",
  TitlesReplaced: "Titles updated",
  BenefitsReplaced: "Benefits updated",
  OnJoinRewardReplaced: "New member rewards updated",
  OnLevelRewardReplaced: "Level up rewards updated",
  DesignUpdated: "Member card design updated",
  StoreSettingsUpdated: "Store updated",
  StoreCategoriesReplaced: "Store categories updated",
};

const isKnown = (type: string): type is ProgrammeEvent["type"] => Object.hasOwn(WHAT, type);

export const whatChanged = (type: string): string => {
  if (isKnown(type)) return WHAT[type];
  const words = type.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const whoChanged = (change: Pick<ProgrammeChange, "actor" | "actorName">): string => change.actorName ?? change.actor ?? SYSTEM_ACTOR;

export const whenChanged = (change: Pick<ProgrammeChange, "occurredAt">): string => displayTime(change.occurredAt);
