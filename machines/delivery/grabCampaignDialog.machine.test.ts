import { describe, expect, it, vi } from "vitest";
import { createActor, waitFor } from "xstate";
import type { GrabCampaign } from "../../domain/delivery/grabCampaign";
import { answering, failing } from "../testing/fakeActors";
import { blankCampaign } from "./campaignDraft";
import { type SaveCampaignInput, grabCampaignDialogMachine } from "./grabCampaignDialog.machine";

const ZONE = "Asia/Kuala_Lumpur";
const GRABS: GrabCampaign = {
  id: "g1", createdBy: "Grab", merchantID: "M1", name: "Grab's treat",
  conditions: { startTime: "2026-12-01T00:00:00Z", endTime: "2026-12-31T00:00:00Z", eaterType: "new" },
  discount: { type: "delivery", value: 3, scope: { type: "order" } },
};

const start = (save = answering<{ id: string }, SaveCampaignInput>(() => ({ id: "c9" }))) => {
  const saved = vi.fn();
  const actor = createActor(grabCampaignDialogMachine.provide({ actors: { save: save.logic }, actions: { notifySaved: saved } })).start();
  return { actor, save, saved };
};

describe("the Grab campaign dialog", () => {
  it("shows the messages on Save and sends only a campaign GrabFood would take", async () => {
    const { actor, save, saved } = start();
    actor.send({ type: "campaign.new", merchantID: "M1", zone: ZONE, today: "2026-12-01" });
    actor.send({ type: "campaign.save" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(actor.getSnapshot().context.errors.name).toBe("Campaign name is required");
    actor.send({ type: "campaign.change", draft: { ...blankCampaign("2026-12-01"), name: "RM5 off", value: 5 } });
    actor.send({ type: "campaign.save" });
    await waitFor(actor, (s) => s.matches("closed"));
    expect(save.inputs[0]?.id).toBeNull();
    expect(save.inputs[0]?.campaign.name).toBe("RM5 off");
    expect(saved).toHaveBeenCalledOnce();
  });

  it("keeps the draft and shows the platform's refusal", async () => {
    const { actor } = start(failing<{ id: string }, SaveCampaignInput>("campaign overlaps another"));
    actor.send({ type: "campaign.new", merchantID: "M1", zone: ZONE, today: "2026-12-01" });
    actor.send({ type: "campaign.change", draft: { ...blankCampaign("2026-12-01"), name: "RM5 off", value: 5 } });
    actor.send({ type: "campaign.save" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe("campaign overlaps another");
    expect(actor.getSnapshot().context.draft.name).toBe("RM5 off");
  });

  it("opens a campaign Grab created read only", () => {
    const { actor } = start();
    actor.send({ type: "campaign.open", merchantID: "M1", zone: ZONE, campaign: GRABS });
    expect(actor.getSnapshot().value).toBe("viewing");
    expect(actor.getSnapshot().can({ type: "campaign.save" })).toBe(false);
  });

  it("edits a campaign of ours under its id", async () => {
    const { actor, save } = start();
    actor.send({ type: "campaign.open", merchantID: "M1", zone: ZONE, campaign: { ...GRABS, createdBy: "Partner", conditions: { ...GRABS.conditions, eaterType: "all" } } });
    expect(actor.getSnapshot().value).toBe("editing");
    actor.send({ type: "campaign.save" });
    await waitFor(actor, (s) => s.matches("closed"));
    expect(save.inputs[0]?.id).toBe("g1");
  });
});
