// The read models of the provider admin's own records (issue 18: licence orders, delivery
// companies, provider settings), registered once in domain/catalogue.ts.
import type { Projection } from "../engine/projection";
import { deliveryCompaniesProjection } from "./deliveryCompanies.projection";
import { licenceOrdersProjection } from "./licenceOrders.projection";
import { providerSettingsProjection } from "./providerSettings.projection";

export const providerProjections: ReadonlyArray<Projection> = [licenceOrdersProjection, deliveryCompaniesProjection, providerSettingsProjection];
