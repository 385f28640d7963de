// The read models of the business area, registered once in domain/catalogue.ts.
import type { Projection } from "../engine/projection";
import { agentsProjection } from "./agents.projection";
import { businessesProjection } from "./businesses.projection";
import { dealerLeadsProjection } from "./dealerLeads/dealerLeads.projection";
import { permissionRecordsProjection } from "./permissionRecords.projection";
import { restaurantBillsProjection } from "./restaurantBills.projection";
import { restaurantsProjection } from "./restaurants.projection";
import { restaurantTagsProjection } from "./restaurantTags.projection";

export const businessProjections: ReadonlyArray<Projection> = [
  businessesProjection,
  permissionRecordsProjection,
  restaurantsProjection,
  agentsProjection,
  restaurantBillsProjection,
  restaurantTagsProjection,
  dealerLeadsProjection,
];
