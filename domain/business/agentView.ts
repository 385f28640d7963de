// Owns: an agent (reseller or dealer) as the API answers it (issue 18, spec 1 §3, §7), and the
// businesses it resells: the response Schemas the server encodes and the UI's client decodes.
// Decision where the spec is silent: the agent list carries each agent's business count (a
// capped count of the businesses it resells), so the page shows who resells what at a glance.
import { Schema } from "effect";
import { AgentKind } from "./agent";
import { MenuVersion } from "./businessProfile";

export const AgentView = Schema.Struct({
  id: Schema.String,
  userId: Schema.String,
  phoneNumber: Schema.String,
  name: Schema.String,
  code: Schema.String,
  kind: AgentKind,
  createdAt: Schema.String,
  _rev: Schema.Number,
});
export type AgentView = typeof AgentView.Type;

export const AgentListItem = Schema.Struct({ ...AgentView.fields, businessCount: Schema.Number });
export type AgentListItem = typeof AgentListItem.Type;

export const AgentPage = Schema.Struct({ resources: Schema.Array(AgentListItem), pagination: Schema.Struct({ totalResources: Schema.Number }) });
export type AgentPage = typeof AgentPage.Type;

/** `GET /agents/search-by-code/{code}`: only what a referral code may tell anyone signed in. */
export const AgentByCode = Schema.Struct({ id: Schema.String, name: Schema.String, code: Schema.String, kind: AgentKind });
export type AgentByCode = typeof AgentByCode.Type;

export const AgentBusiness = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  menuVersion: MenuVersion,
  restaurantCount: Schema.Number,
  createdAt: Schema.String,
});
export type AgentBusiness = typeof AgentBusiness.Type;

export const AgentBusinessPage = Schema.Struct({ resources: Schema.Array(AgentBusiness), pagination: Schema.Struct({ totalResources: Schema.Number }) });
export type AgentBusinessPage = typeof AgentBusinessPage.Type;
