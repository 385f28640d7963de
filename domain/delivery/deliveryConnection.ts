// The decider of one restaurant's connection to one delivery platform (language in
// deliveryConnectionModel.ts): saving its setting (deliverySetting.ts), recording a store's pause
// and resume (storeStatus.ts), items marked unavailable and restored (itemAvailability.ts). Spec 4 §7.
// A scheduled resume (the reopen job) only takes a pause whose reopen time has come; a manual one
// takes any pause; resuming an open store appends nothing. A new pause replaces the reopen time.
// Decisions where the spec is silent: a save that changes nothing appends nothing; `_rev` is
// the stream's version (domain/business/revision.ts).
import { isoOf } from "../auth/fields";
import { staleRevision } from "../business/revision";
import { sameValue } from "../business/sameValue";
import { type DecideContext, type Decider, type Decision, DomainError, accept } from "../engine/decider";
import { Result } from "effect";
import { Temporal } from "temporal-polyfill";
import { reopenAt } from "./storeStatus";
import { restoreAt } from "./itemAvailability";
import { STORE_FIELD } from "./deliveryPlatform";
import type { DeliveryConnectionCommand, DeliveryConnectionEvent, DeliveryConnectionState } from "./deliveryConnectionModel";
import { type DeliveryConnection, NO_CONNECTION, STORE_REF_REQUIRED } from "./deliverySetting";

const evolve = (state: DeliveryConnectionState, event: DeliveryConnectionEvent): DeliveryConnectionState => {
  const revision = state.revision + 1;
  switch (event.type) {
    case "DeliverySettingSaved": {
      const { enabled, storeRef, clientId, clientSecret } = event.data;
      return { ...state, connection: { enabled, storeRef, clientId, clientSecret }, revision };
    }
    case "StorePaused": return { ...state, reopenAt: event.data.reopenAt, revision };
    case "StoreResumed": return { ...state, reopenAt: null, revision };
    case "ItemsMarkedUnavailable":
      return { ...state, unavailable: { ...state.unavailable, ...Object.fromEntries(event.data.itemIds.map((id) => [id, event.data.restoreAt])) }, revision };
    case "ItemsRestored": {
      const restored = new Set(event.data.itemIds);
      return { ...state, unavailable: Object.fromEntries(Object.entries(state.unavailable).filter(([id]) => !restored.has(id))), revision };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

const saveSetting = (
  data: Extract<DeliveryConnectionCommand, { type: "SaveDeliverySetting" }>["data"],
  state: DeliveryConnectionState,
  ctx: DecideContext,
): Decision<DeliveryConnectionEvent> => {
  const stale = staleRevision<DeliveryConnectionEvent>(data.rev, state.revision);
  if (stale !== null) return stale;
  const { platform, restaurantId, businessId, edit } = data;
  if (edit.enabled && edit.storeRef === "") {
    return Result.fail(new DomainError(STORE_REF_REQUIRED[platform], 400, [STORE_FIELD[platform]]));
  }
  const next: DeliveryConnection = {
    enabled: edit.enabled,
    storeRef: edit.storeRef,
    clientId: edit.clientId,
    clientSecret: edit.clientSecret ?? state.connection.clientSecret,
  };
  if (state.revision > 0 && sameValue(state.connection, next)) return accept();
  return accept({ type: "DeliverySettingSaved", data: { platform, restaurantId, businessId, ...next, savedAt: isoOf(ctx.now) } });
};

type Data<C extends DeliveryConnectionCommand["type"]> = Extract<DeliveryConnectionCommand, { type: C }>["data"];

const recordPause = ({ platform, restaurantId, businessId, duration }: Data<"RecordStorePause">, ctx: DecideContext): Decision<DeliveryConnectionEvent> =>
  accept({ type: "StorePaused", data: { platform, restaurantId, businessId, duration, pausedAt: isoOf(ctx.now), reopenAt: isoOf(reopenAt(ctx.now, duration)) } });

const recordResume = ({ platform, restaurantId, businessId, scheduled }: Data<"RecordStoreResume">, state: DeliveryConnectionState, ctx: DecideContext): Decision<DeliveryConnectionEvent> => {
  if (state.reopenAt === null) return accept();
  if (scheduled && Temporal.Instant.compare(Temporal.Instant.from(state.reopenAt), ctx.now) > 0) return accept();
  return accept({ type: "StoreResumed", data: { platform, restaurantId, businessId, resumedAt: isoOf(ctx.now), scheduled } });
};

const markUnavailable = ({ itemIds, span, ...scope }: Data<"RecordItemsUnavailable">, ctx: DecideContext): Decision<DeliveryConnectionEvent> => {
  const until = restoreAt(ctx.now, span, ctx.timeZone);
  return accept({ type: "ItemsMarkedUnavailable", data: { ...scope, itemIds, span, restoreAt: until === null ? null : isoOf(until), at: isoOf(ctx.now) } });
};

const restoreItems = ({ itemIds, ...scope }: Data<"RecordItemsRestored">, state: DeliveryConnectionState, ctx: DecideContext): Decision<DeliveryConnectionEvent> => {
  const due = (at: string | null) => at !== null && Temporal.Instant.compare(Temporal.Instant.from(at), ctx.now) <= 0;
  const restored = itemIds === null
    ? Object.entries(state.unavailable).filter(([, at]) => due(at)).map(([id]) => id)
    : itemIds.filter((id) => id in state.unavailable);
  if (restored.length === 0) return accept();
  return accept({ type: "ItemsRestored", data: { ...scope, itemIds: restored, scheduled: itemIds === null, at: isoOf(ctx.now) } });
};

const decide = (command: DeliveryConnectionCommand, state: DeliveryConnectionState, ctx: DecideContext): Decision<DeliveryConnectionEvent> => {
  switch (command.type) {
    case "SaveDeliverySetting": return saveSetting(command.data, state, ctx);
    case "RecordStorePause": return recordPause(command.data, ctx);
    case "RecordStoreResume": return recordResume(command.data, state, ctx);
    case "RecordItemsUnavailable": return markUnavailable(command.data, ctx);
    case "RecordItemsRestored": return restoreItems(command.data, state, ctx);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const deliveryConnectionDecider: Decider<DeliveryConnectionState, DeliveryConnectionCommand, DeliveryConnectionEvent> = {
  initialState: { connection: NO_CONNECTION, reopenAt: null, unavailable: {}, revision: 0 },
  decide,
  evolve,
};
