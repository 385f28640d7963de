// Owns: a delivery company as the API answers it (issue 18): one response Schema the server
// encodes and the UI's client decodes.
import { Schema } from "effect";
import { ProviderType, QuoteStatus } from "./deliveryCompany";

export const DeliveryCompany = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  providerType: ProviderType,
  deliveryType: Schema.Literals(["IN_HOUSE", "FEEDME"]),
  quoteStatus: QuoteStatus,
  countries: Schema.Array(Schema.String),
  createdAt: Schema.String,
  updatedAt: Schema.String,
  _rev: Schema.Number,
});
export type DeliveryCompany = typeof DeliveryCompany.Type;

export const DeliveryCompanies = Schema.Array(DeliveryCompany);
