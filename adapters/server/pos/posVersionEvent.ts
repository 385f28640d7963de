// The till reporting its app version (POS event `POS_VERSION {version}`; the decision in
// domain/business/restaurantPosVersion.ts) → {version, reportedAt}.
import { reportPosVersion } from "../../../domain/business/application/restaurantPosVersion";
import { PosVersionInput } from "../../../domain/business/restaurantPosVersion";
import { decodeBody } from "../decodeBody";
import type { PosEventHandler } from "./posEventRoutes";

export const posVersionReported: PosEventHandler = async (body, context) => {
  const { version } = decodeBody(PosVersionInput, body);
  return reportPosVersion(context.caller.engine, String(context.restaurant.id), version, context.caller.options());
};
