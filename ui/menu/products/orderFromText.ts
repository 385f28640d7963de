// Owns: how the screens name a product's or add-on's ordering channel and explain its effect
// (spec 4 §4: hidden in the customer app if POS_ONLY or NONE; on the POS, NONE is disabled with
// 'Product is disable from pos').
import type { OrderFrom } from "../../../domain/menu/menuFields";

export const ORDER_FROM_LABELS: Readonly<Record<OrderFrom, string>> = {
  ALL: "Everywhere",
  POS_ONLY: "POS only",
  NONE: "Nowhere",
};

export const ORDER_FROM_EFFECTS: Readonly<Record<OrderFrom, string>> = {
  ALL: "Shown on the POS and in the customer app and delivery channels.",
  POS_ONLY: "Hidden in the customer app and delivery channels; ordered on the POS only.",
  NONE: "Hidden in the customer app and delivery channels, and disabled on the POS ('Product is disable from pos').",
};
