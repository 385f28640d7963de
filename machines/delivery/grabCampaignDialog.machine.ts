// Owns: the Grab campaign dialog (issue 17 items 3 and 7): New opens a blank campaign, a listed
// one opens for editing (or, when Grab created it, read only: GrabFood's campaigns cannot be
// changed by a partner); every change re-checks the draft (campaignDraft.ts); Save sends it only
// when GrabFood's rules hold, else shows each message on its field; the server's refusal (the
// platform's own message) stays in the dialog's banner with the draft kept; a saved campaign
// closes the dialog and tells the page to reload its list (`notifySaved`).
// Decision where the spec is silent: the field messages appear after the first Save, not while
// the person is still typing a new campaign.
import { assign, setup } from "xstate";
import type { GrabCampaign, GrabCampaignInput } from "../../domain/delivery/grabCampaign";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";
import { type CampaignDraft, type CampaignErrors, blankCampaign, campaignErrors, campaignInputOf, draftOf } from "./campaignDraft";

export type SaveCampaignInput = { readonly id: string | null; readonly campaign: GrabCampaignInput };

export interface CampaignDialogContext {
  readonly merchantID: string;
  readonly zone: string;
  /** The campaign's id when editing one GrabFood lists; null for a new one. */
  readonly id: string | null;
  readonly draft: CampaignDraft;
  readonly errors: CampaignErrors;
  readonly showErrors: boolean;
  readonly error: string | null;
}

export type CampaignDialogEvent =
  | { readonly type: "campaign.new"; readonly merchantID: string; readonly zone: string; readonly today: string }
  | { readonly type: "campaign.open"; readonly merchantID: string; readonly zone: string; readonly campaign: GrabCampaign }
  | { readonly type: "campaign.change"; readonly draft: CampaignDraft }
  | { readonly type: "campaign.save" }
  | { readonly type: "campaign.close" };

const INITIAL: CampaignDialogContext = { merchantID: "", zone: "UTC", id: null, draft: blankCampaign("1970-01-01"), errors: {}, showErrors: false, error: null };

export const grabCampaignDialogMachine = setup({
  types: { context: {} as CampaignDialogContext, events: {} as CampaignDialogEvent },
  actors: { save: unprovidedActor<{ readonly id: string }, SaveCampaignInput>("save") },
  actions: { notifySaved: () => undefined },
  guards: {
    grabsOwn: ({ event }) => event.type === "campaign.open" && event.campaign.createdBy === "Grab",
    acceptable: ({ context }) => campaignInputOf(context.draft, context.merchantID, context.zone) !== null,
  },
}).createMachine({
  id: "grabCampaignDialog",
  context: INITIAL,
  initial: "closed",
  states: {
    closed: {
      on: {
        "campaign.new": {
          target: "editing",
          actions: assign(({ event }) => {
            const draft = blankCampaign(event.today);
            return { merchantID: event.merchantID, zone: event.zone, id: null, draft, errors: campaignErrors(draft, event.merchantID, event.zone), showErrors: false, error: null };
          }),
        },
        "campaign.open": [
          { target: "viewing", guard: "grabsOwn", actions: assign(({ event }) => ({ ...INITIAL, merchantID: event.merchantID, zone: event.zone, id: event.campaign.id, draft: draftOf(event.campaign, event.zone) })) },
          {
            target: "editing",
            actions: assign(({ event }) => {
              const draft = draftOf(event.campaign, event.zone);
              return { merchantID: event.merchantID, zone: event.zone, id: event.campaign.id, draft, errors: campaignErrors(draft, event.merchantID, event.zone), showErrors: true, error: null };
            }),
          },
        ],
      },
    },
    viewing: {
      on: { "campaign.close": { target: "closed" } },
    },
    editing: {
      on: {
        "campaign.change": { actions: assign(({ context, event }) => ({ draft: event.draft, errors: campaignErrors(event.draft, context.merchantID, context.zone) })) },
        "campaign.save": [
          { target: "saving", guard: "acceptable", actions: assign({ error: null }) },
          { actions: assign({ showErrors: true }) },
        ],
        "campaign.close": { target: "closed" },
      },
    },
    saving: {
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => {
          const campaign = campaignInputOf(context.draft, context.merchantID, context.zone);
          if (campaign === null) throw new Error("only an acceptable campaign is saved");
          return { id: context.id, campaign };
        },
        onDone: { target: "closed", actions: "notifySaved" },
        onError: { target: "editing", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
