// The marketing-setting redirect as the Machine Lab and the model-based test see it: a sample
// business and query, a mock setting read that answers v1, and sample answers reaching every
// state (v2 with a portal, v2 without one, v1, a failed read). Sample data only.
import { fromPromise } from "xstate";
import { actorDone, actorFailed, catalogueEntry } from "../catalogueEntry";
import {
  type MarketingSettingInput,
  type MarketingSettingOutput,
  marketingSettingRedirectMachine,
} from "./marketingSettingRedirect.machine";

const marketingSettingRedirect = catalogueEntry({
  id: "loyalty.marketingSettingRedirect",
  title: "Marketing setting redirect",
  description: "Entering the marketing area: apiVersion v2 goes to the external portal with the business id and query; a failed read is logged and the normal view loads.",
  machine: marketingSettingRedirectMachine,
  sampleInput: { businessId: "64b7f0c2a1d3e4f5a6b7c8d9", query: "?menuOption=voucher" },
  mockActors: {
    fetchSetting: fromPromise<MarketingSettingOutput, MarketingSettingInput>(async () => ({ apiVersion: "v1", portalUrl: "https://marketing.example.com" })),
  },
  sampleEvents: [
    actorDone("fetchSetting", { apiVersion: "v2", portalUrl: "https://marketing.example.com" }),
    actorDone("fetchSetting", { apiVersion: "v2", portalUrl: "" }),
    actorDone("fetchSetting", { apiVersion: "v1", portalUrl: "https://marketing.example.com" }),
    actorFailed("fetchSetting", "Request failed with status 500"),
  ],
});

export const marketingSettingCatalogue = [marketingSettingRedirect];
