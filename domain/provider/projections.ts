// The read models of the provider admin's own records (issue 18: licence orders, delivery
// companies, provider settings), registered once in domain/catalogue.ts.
import type { Projection } from "../engine/projection";
import { licenceOrdersProjection } from "./licenceOrders.projection";

export const providerProjections: ReadonlyArray<Projection> = [licenceOrdersProjection];
