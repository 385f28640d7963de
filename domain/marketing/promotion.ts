// The promotion aggregate, stream `promotion-{id}` (language in promotionModel.ts, document in
// promotionInput.ts): create, update (whole document, `_rev`), delete. Spec 3 §3, §7.
// Decisions where the spec is silent:
// - A missing or deleted promotion is 'Promotion not found' (404).
// - An update that changes nothing appends nothing; a stale `_rev` is 409 (revision.ts).
// - That the target restaurants belong to the business is checked by the route (it reads the
//   restaurant registry); the aggregate keeps the document as decided there.
import { type DecideContext, type Decider, type Decision, accept, reject } from "../engine/decider";
import { isoOf } from "../auth/fields";
import { staleRevision } from "../business/revision";
import { sameValue } from "../business/sameValue";
import type { ActivePromotion, PromotionCommand, PromotionEvent, PromotionState } from "./promotionModel";

export const PROMOTION_NOT_FOUND = "Promotion not found";
export const PROMOTION_EXISTS = "Promotion already exists";

/** The success toasts of spec 3 §8, for the views. */
export const promotionCreatedMessage = (name: string): string => `Promotion ${name} created`;
export const promotionUpdatedMessage = (name: string): string => `Promotion ${name} updated`;
export const promotionDeletedMessage = (name: string): string => `Promotion ${name} deleted`;

export const evolvePromotion = (state: PromotionState, event: PromotionEvent): PromotionState => {
  const revision = state.revision + 1;
  switch (event.type) {
    case "PromotionCreated": {
      const { promotionId, businessId, promotion } = event.data;
      return { status: "active", promotionId, businessId, promotion, revision };
    }
    case "PromotionUpdated":
      return state.status === "active" ? { ...state, promotion: event.data.promotion, revision } : { ...state, revision };
    case "PromotionDeleted":
      return { status: "deleted", revision };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

type Rule<C extends PromotionCommand["type"]> = (
  data: Extract<PromotionCommand, { type: C }>["data"],
  promotion: ActivePromotion,
  ctx: DecideContext,
) => Decision<PromotionEvent>;

const update: Rule<"UpdatePromotion"> = ({ rev, promotion }, p, ctx) =>
  staleRevision(rev, p.revision) ??
  (sameValue(p.promotion, promotion) ? accept() : accept({ type: "PromotionUpdated", data: { promotion, updatedAt: isoOf(ctx.now) } }));

const remove: Rule<"DeletePromotion"> = ({ rev }, p, ctx) =>
  staleRevision(rev, p.revision) ?? accept({ type: "PromotionDeleted", data: { businessId: p.businessId, deletedAt: isoOf(ctx.now) } });

export const decidePromotion = (command: PromotionCommand, state: PromotionState, ctx: DecideContext): Decision<PromotionEvent> => {
  if (command.type === "CreatePromotion") {
    if (state.status !== "none") return reject(PROMOTION_EXISTS, 409);
    return accept({ type: "PromotionCreated", data: { ...command.data, createdAt: isoOf(ctx.now) } });
  }
  if (state.status !== "active") return reject(PROMOTION_NOT_FOUND, 404);
  switch (command.type) {
    case "UpdatePromotion": return update(command.data, state, ctx);
    case "DeletePromotion": return remove(command.data, state, ctx);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const promotionDecider: Decider<PromotionState, PromotionCommand, PromotionEvent> = {
  initialState: { status: "none", revision: 0 },
  decide: decidePromotion,
  evolve: evolvePromotion,
};
