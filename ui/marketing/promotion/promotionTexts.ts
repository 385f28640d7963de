// Owns: how promotions read on screen (spec 3 §2, §8): the list's two groups, the wizard's
// titles ('Create new promotion' / 'Edit promotion'), the status labels and the success
// messages 'Promotion {name} created', 'Promotion {name} updated', 'Promotion {name} deleted'.
// Decision where the spec is silent: statuses read Incoming, Active and Expired (the spec's
// colours name the ongoing one "active").
import type { PromotionStatus } from "../../../domain/marketing/promotionStatus";
import type { PromotionGroup } from "../../../machines/marketing/promotionDraft";

export const PROMOTION_GROUP_TITLES: Readonly<Record<PromotionGroup, string>> = {
  bill: "Bill promotion",
  item: "Item promotion",
};

export const PROMOTION_STATUS_LABELS: Readonly<Record<PromotionStatus, string>> = {
  incoming: "Incoming",
  ongoing: "Active",
  expired: "Expired",
};

export const promotionWizardTitle = (editing: boolean): string => (editing ? "Edit promotion" : "Create new promotion");
export const promotionCreated = (name: string): string => `Promotion ${name} created`;
export const promotionUpdated = (name: string): string => `Promotion ${name} updated`;
export const promotionDeleted = (name: string): string => `Promotion ${name} deleted`;
