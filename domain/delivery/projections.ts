// The read models of the delivery context, registered once in domain/catalogue.ts.
import type { Projection } from "../engine/projection";
import { deliverySettingsProjection } from "./deliverySettings.projection";

export const deliveryProjections: ReadonlyArray<Projection> = [deliverySettingsProjection];
