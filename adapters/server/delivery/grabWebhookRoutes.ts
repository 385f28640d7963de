// GrabFood's webhooks of the menu sync (GrabFood's "menu sync flow"), under /api/v2; GrabFood
// calls them, not a user, so they carry GrabFood's bearer token (GRABFOOD_WEBHOOK_TOKEN) instead
// of a user's:
//   GET  /delivery/grabfood/webhook/menu?merchantID=   → GetMenuNewResponse, unwrapped (GrabFood reads it as is)
//   POST /delivery/grabfood/webhook/menu-sync-state    MenuSyncWebhookRequest → 204
// Decisions: a missing or wrong token answers 401 'Unauthorized request' (partnerWebhookToken.ts);
// an unknown merchant 404 'Invalid merchantID'; a state for another job or a repeated requestID
// is taken (204) and changes nothing, so GrabFood does not retry it.
import { Schema } from "effect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { menuForGrab, recordGrabSyncState } from "../../../domain/delivery/application/menuSync";
import { boundedList, boundedText, requiredId } from "../../../domain/shared/inputBounds";
import { decodeBody } from "../decodeBody";
import { requirePartnerToken } from "./partnerWebhookToken";

const MerchantQuery = Schema.Struct({ merchantID: requiredId("Merchant ID is required") });
const SyncState = Schema.Struct({
  requestID: requiredId("requestID is required"),
  merchantID: requiredId("Merchant ID is required"),
  partnerMerchantID: Schema.optionalKey(boundedText("partnerMerchantID", 64)),
  jobID: requiredId("jobID is required"),
  updatedAt: Schema.optionalKey(boundedText("updatedAt", 64)),
  status: Schema.Literals(["QUEUEING", "PROCESSING", "SUCCESS", "FAILED"]),
  errors: Schema.optionalKey(boundedList(boundedText("error", 1000), 500, "errors")),
});

export const grabWebhookRoutes = async (app: FastifyInstance, { token }: { readonly token: string | null }): Promise<void> => {
  const { engine } = app.identity;
  const guard = (request: FastifyRequest) => requirePartnerToken(request, token);

  app.get("/delivery/grabfood/webhook/menu", async (request) => {
    guard(request);
    const { merchantID } = decodeBody(MerchantQuery, { merchantID: "", ...(request.query as object) });
    return menuForGrab(engine, merchantID);
  });

  app.post("/delivery/grabfood/webhook/menu-sync-state", async (request, reply) => {
    guard(request);
    const pushed = decodeBody(SyncState, request.body);
    await recordGrabSyncState(engine, { ...pushed, errors: pushed.errors ?? [] });
    return reply.code(204).send();
  });
};
