// A business as the API answers it (spec 1 §3 Business; ARCHITECTURE §2.7 response Schemas): one
// definition the server builds its answers with (adapters/server/business/businessRoutes.ts) and
// the UI's client decodes them with (adapters/http/businessApi.ts), strictly, so a field one side
// adds without the other fails the API tests instead of reaching a screen.
// The answer is the `businesses` row (businesses.projection.ts) as it is: the provider-level
// `agentId` is flattened from `pf_agent` for the lists' filter, and `restaurantCount` is kept there.
import { Schema } from "effect";
import { Id, IsoInstant } from "../auth/fields";
import { AgentLink, BusinessUrl, MenuVersion, Quota, Thumbnail } from "./businessProfile";
import { Company } from "./company";

export const BusinessResponse = Schema.Struct({
  id: Id,
  name: Schema.String,
  thumbnail: Thumbnail,
  url: BusinessUrl,
  menuVersion: MenuVersion,
  ownerId: Id,
  createdAt: IsoInstant,
  quota: Quota,
  pf_agent: AgentLink,
  agentId: Schema.NullOr(Schema.String),
  company: Schema.NullOr(Company),
  restaurantCount: Schema.Number,
  _rev: Schema.Number,
});
export type BusinessResponse = typeof BusinessResponse.Type;

export const BusinessPageResponse = Schema.Struct({
  resources: Schema.Array(BusinessResponse),
  pagination: Schema.Struct({ totalResources: Schema.Number }),
});
export type BusinessPageResponse = typeof BusinessPageResponse.Type;

/** Exactly the Schema's fields: an extra one is an error, so both sides must name it. */
const strict = { onExcessProperty: "error" } as const;
/** Both sides: the server turns a `businesses` row into its answer with it (a row that drifted
 *  from the Schema is a 500, not a leak), the client reads the answer with it. */
export const decodeBusiness = Schema.decodeUnknownSync(BusinessResponse, strict);
export const decodeBusinessPage = Schema.decodeUnknownSync(BusinessPageResponse, strict);
