// Owns: how one promotion reads in the list (spec 3 §2): its kind of discount (the wizard's
// chooser labels, machines/marketing/promotionDraft.ts), its period ("12/11/2026 – 25/01/2027",
// dates DD/MM/YYYY as spec 1 §9; 'Daily from {start}' without an end) and whether the till applies it by itself (auto apply, spec 3 §5), and which of the
// list's two groups it belongs to.
import { Temporal } from "temporal-polyfill";
import { formatDisplayDate, formatPeriod } from "../../../domain/shared/calendarDate";
import { isAutoApplied } from "../../../domain/marketing/effects/effect";
import { PROMOTION_KIND_OPTIONS, type PromotionGroup, groupOfEffect, promotionKindOf } from "../../../machines/marketing/promotionDraft";
import type { Promotion } from "../../ports/marketingPort";

export const promotionGroupOf = (promotion: Pick<Promotion, "effect">): PromotionGroup => groupOfEffect(promotion.effect);

export const kindLabel = (promotion: Pick<Promotion, "effect">): string => {
  const kind = promotionKindOf(promotion.effect);
  const label = PROMOTION_KIND_OPTIONS[promotionGroupOf(promotion)].find((option) => option.kind === kind)?.label ?? "";
  const rules = promotion.effect.target === "ITEM" && promotion.effect.options.canApplyRule !== undefined ? " + rules" : "";
  return `${label}${rules}`;
};

const shown = (day: string): string => formatDisplayDate(Temporal.PlainDate.from(day));

export const periodText = (promotion: Pick<Promotion, "start" | "end">): string => {
  const from = promotion.start === null ? "creation" : shown(promotion.start);
  return promotion.end === null ? `Daily from ${from}` : formatPeriod(from, shown(promotion.end));
};

export const autoApplyText = (promotion: Pick<Promotion, "effect">): string => (isAutoApplied(promotion.effect as never) ? "Auto apply" : "Manual");
