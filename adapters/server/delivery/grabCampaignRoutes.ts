// The Grab discount campaign routes (spec 4 §7, ARCHITECTURE §3), under /api/v2:
//   POST   /delivery/grabfood/discount-campaign                {merchantID, name, conditions, discount, quotas?} → {id}
//   PUT    /delivery/grabfood/discount-campaign                {id, ...the same} → {id}
//   GET    /delivery/grabfood/discount-campaign?merchantID=    → the merchant's campaigns (GrabFood's, createdBy included;
//                                                                 encoded with GrabCampaignList)
//   DELETE /delivery/grabfood/discount-campaign/{id}?merchantID= → {id}
// A campaign is a discount of the restaurant's business: reading needs `read Promotion`, the
// writes `create`/`update`/`delete Promotion` in the business of the merchant's restaurant.
// Decision where the spec is silent: DELETE names the merchant in `merchantID` (query), since a
// campaign id alone cannot be authorised without asking GrabFood first. Creating and changing a
// campaign need a till able to take delivery orders (deliveryPosGate.ts); deleting one does not.
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { createGrabCampaign, deleteGrabCampaign, listGrabCampaigns, updateGrabCampaign } from "../../../domain/delivery/application/grabCampaigns";
import type { CampaignPartner } from "../../../domain/delivery/deliveryPartner";
import { CampaignInputFields, GrabCampaignList } from "../../../domain/delivery/grabCampaign";
import { requiredId } from "../../../domain/shared/inputBounds";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { callerOf } from "../business/caller";
import { gateDeliveryIntegration } from "./deliveryPosGate";
import { storeRestaurantFor } from "./storeAccess";

const MerchantQuery = Schema.Struct({ merchantID: requiredId("Merchant ID is required") });
const NewCampaign = Schema.Struct(CampaignInputFields);
const ChangedCampaign = Schema.Struct({ id: requiredId("Campaign id is required"), ...CampaignInputFields });

export const grabCampaignRoutes = async (app: FastifyInstance, { partner }: { readonly partner: CampaignPartner }): Promise<void> => {
  const { engine } = app.identity;
  const path = "/delivery/grabfood/discount-campaign";

  app.get(path, async (request) => {
    const caller = await callerOf(request, engine);
    const { merchantID } = decodeBody(MerchantQuery, { merchantID: "", ...(request.query as object) });
    const restaurantId = await storeRestaurantFor(caller, "grabfood", merchantID, "read", "Promotion");
    return success(Schema.encodeSync(GrabCampaignList)(await listGrabCampaigns(engine, partner, restaurantId)));
  });

  app.post(path, async (request) => {
    const caller = await callerOf(request, engine);
    const campaign = decodeBody(NewCampaign, request.body);
    const restaurantId = await storeRestaurantFor(caller, "grabfood", campaign.merchantID, "create", "Promotion");
    await gateDeliveryIntegration(engine, restaurantId);
    return success(await createGrabCampaign(engine, partner, restaurantId, campaign));
  });

  app.put(path, async (request) => {
    const caller = await callerOf(request, engine);
    const { id, ...campaign } = decodeBody(ChangedCampaign, request.body);
    const restaurantId = await storeRestaurantFor(caller, "grabfood", campaign.merchantID, "update", "Promotion");
    await gateDeliveryIntegration(engine, restaurantId);
    await updateGrabCampaign(engine, partner, restaurantId, id, campaign);
    return success({ id });
  });

  app.delete<{ Params: { id: string } }>(`${path}/:id`, async (request) => {
    const caller = await callerOf(request, engine);
    const { merchantID } = decodeBody(MerchantQuery, { merchantID: "", ...(request.query as object) });
    const restaurantId = await storeRestaurantFor(caller, "grabfood", merchantID, "delete", "Promotion");
    await deleteGrabCampaign(engine, partner, restaurantId, request.params.id);
    return success({ id: request.params.id });
  });
};
