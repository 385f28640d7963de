// The delivery machines as the Machine Lab and the model-based test see them: the GrabFood menu
// sync's live status and the Grab campaign dialog, with mock actors answering like a healthy server and the payloads that
// reach every state (a sync queued, then a success; a refused publish). Sample data only.
import { fromPromise } from "xstate";
import type { MenuSyncStatus } from "../../domain/delivery/deliveryViews";
import { actorDone, actorFailed, catalogueEntry } from "../catalogueEntry";
import { type MenuSyncInput, menuSyncStatusMachine } from "./menuSyncStatus.machine";
import type { GrabCampaign } from "../../domain/delivery/grabCampaign";
import { blankCampaign } from "./campaignDraft";
import { type SaveCampaignInput, grabCampaignDialogMachine } from "./grabCampaignDialog.machine";

const record = (status: "queued" | "success" | "failed") => ({
  syncId: "64b7f0c2a1d3e4f5a6b7c8d9", status, requestedAt: "2026-11-26T10:00:00.000Z", finishedAt: status === "queued" ? null : "2026-11-26T10:00:05.000Z",
  jobId: "36bb8bb8-4aef-4eca-bed9-fd5ae1e4dc11", reasons: status === "failed" ? ["Item price is invalid"] : [], itemCount: 31, menuHash: "0a1b2c3d4e5f6789",
});
const statusOf = (status: "queued" | "success" | "failed"): MenuSyncStatus => ({
  _id: "64b7f0c2a1d3e4f5a6b7c8d0", platform: "grabfood", status, latest: record(status),
  live: status === "success" ? { syncId: "64b7f0c2a1d3e4f5a6b7c8d9", acceptedAt: "2026-11-26T10:00:05.000Z", itemCount: 31 } : null, history: [record(status)],
});

export const menuSyncStatusEntry = catalogueEntry({
  id: "delivery.menuSyncStatus",
  title: "GrabFood menu sync status",
  description: "Loads a restaurant's GrabFood menu sync, publishes on Sync and polls while GrabFood queues and processes it, until success or failure.",
  machine: menuSyncStatusMachine,
  sampleInput: { restaurantId: "64b7f0c2a1d3e4f5a6b7c8d0" },
  mockActors: {
    load: fromPromise<MenuSyncStatus, MenuSyncInput>(async () => statusOf("success")),
    start: fromPromise<MenuSyncStatus, MenuSyncInput>(async () => statusOf("queued")),
  },
  sampleEvents: [
    actorDone("load", statusOf("success")),
    actorDone("load", statusOf("queued")),
    actorFailed("load", "GrabFood is not connected"),
    actorDone("start", statusOf("queued")),
    actorDone("start", statusOf("success")),
    actorFailed("start", "Set the delivery opening hours first"),
  ],
});

const ZONE = "Asia/Kuala_Lumpur";
const OURS: GrabCampaign = {
  id: "1-KOPIKITA0001-DEMO-1", createdBy: "Partner", merchantID: "1-KOPIKITA0001", name: "RM5 off orders over RM30",
  conditions: { startTime: "2026-01-01T00:00:00Z", endTime: "2027-12-31T15:59:00Z", eaterType: "all", minBasketAmount: 30 },
  discount: { type: "net", value: 5, scope: { type: "order" } },
};
const GRABS: GrabCampaign = { ...OURS, id: "grab-1", createdBy: "Grab", name: "Free delivery week", discount: { type: "delivery", value: 3, scope: { type: "order" } } };

export const grabCampaignDialogEntry = catalogueEntry({
  id: "delivery.grabCampaignDialog",
  title: "Grab campaign dialog",
  description: "Creates or edits a GrabFood discount campaign: checks GrabFood's rules on Save, shows the platform's refusal, opens Grab's own campaigns read only.",
  machine: grabCampaignDialogMachine,
  sampleInput: undefined,
  mockActors: { save: fromPromise<{ id: string }, SaveCampaignInput>(async () => ({ id: "c-new" })) },
  sampleEvents: [
    { type: "campaign.new", merchantID: "1-KOPIKITA0001", zone: ZONE, today: "2026-12-01" },
    { type: "campaign.open", merchantID: "1-KOPIKITA0001", zone: ZONE, campaign: OURS },
    { type: "campaign.open", merchantID: "1-KOPIKITA0001", zone: ZONE, campaign: GRABS },
    { type: "campaign.change", draft: { ...blankCampaign("2026-12-01"), name: "RM5 off", value: 5 } },
    { type: "campaign.change", draft: { ...blankCampaign("2026-12-01"), name: "" } },
    actorDone("save", { id: "c-new" }),
    actorFailed("save", "Campaign not found"),
  ],
});

export const deliveryCatalogue = [menuSyncStatusEntry, grabCampaignDialogEntry];
