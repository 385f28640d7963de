// The decider of one restaurant's connection to one delivery platform (language in
// deliveryConnectionModel.ts): saving its setting (deliverySetting.ts), recording a store's pause
// and resume (storeStatus.ts). Spec 4 §7.
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

const decide = (command: DeliveryConnectionCommand, state: DeliveryConnectionState, ctx: DecideContext): Decision<DeliveryConnectionEvent> => {
  switch (command.type) {
    case "SaveDeliverySetting": return saveSetting(command.data, state, ctx);
    case "RecordStorePause": return recordPause(command.data, ctx);
    case "RecordStoreResume": return recordResume(command.data, state, ctx);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const deliveryConnectionDecider: Decider<DeliveryConnectionState, DeliveryConnectionCommand, DeliveryConnectionEvent> = {
  initialState: { connection: NO_CONNECTION, reopenAt: null, revision: 0 },
  decide,
  evolve,
};
