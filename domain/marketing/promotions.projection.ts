// The `promotions` read model (key promotionId): the promotion document the API answers and the
// list filters on (`businessId`, `name` for search, `target` for the Bill / Item groups of the
// list, spec 3 §2), `priority` and `autoApply` flattened from the effect, `_rev` being its
// stream version. The status is derived on read (promotionStatus.ts), never stored: it moves
// with the clock. A deleted promotion's row is removed.
import type { RecordedEvent } from "../engine/events";
import type { Projection, ProjectionTx, Row } from "../engine/projection";
import type { PromotionDoc } from "./promotionInput";
import { type PromotionEvent, isPromotionEvent, promotionIdOfStream } from "./promotionModel";
import { lowerTerm, lowerTextColumn, readTable, textColumn } from "../engine/readTable";

export const PROMOTIONS_TABLE = "promotions";

export const promotionsTable = readTable({
  name: PROMOTIONS_TABLE,
  columns: {
    businessId: textColumn("businessId"), target: textColumn("target"), name: lowerTextColumn("name"),
    nameSearch: lowerTextColumn("name"), createdAt: textColumn("createdAt"),
  },
  indexes: [["businessId", "name"], ["businessId", "target"], ["businessId", "createdAt"]],
  search: [{ column: "nameSearch", match: "wordPrefix", term: lowerTerm }],
});

const documentFields = (promotion: PromotionDoc): Row => ({
  ...promotion,
  target: promotion.effect.target,
  priority: promotion.effect.priority ?? null,
  autoApply: promotion.effect.priority !== undefined && promotion.effect.priority !== null,
});

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!isPromotionEvent(recorded)) return;
  const event = recorded as unknown as PromotionEvent;
  const id = promotionIdOfStream(recorded.streamId);
  switch (event.type) {
    case "PromotionCreated": {
      const { businessId, promotion, createdAt } = event.data;
      return tx.put(PROMOTIONS_TABLE, id, { id, businessId, ...documentFields(promotion), createdAt, updatedAt: createdAt, _rev: recorded.version });
    }
    case "PromotionUpdated": {
      const row = await tx.get(PROMOTIONS_TABLE, id);
      if (row === undefined) return;
      return tx.put(PROMOTIONS_TABLE, id, { ...row, ...documentFields(event.data.promotion), updatedAt: event.data.updatedAt, _rev: recorded.version });
    }
    case "PromotionDeleted":
      return tx.remove(PROMOTIONS_TABLE, id);
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

export const promotionsProjection: Projection = { name: "promotions", tables: [promotionsTable], apply };
