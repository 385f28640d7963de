// Owns: the send-reward dialog's flow (spec 2 §2 Rewards "A send-reward dialog sends a reward to
// chosen members or to all. It asks 'Are you sure you want to send all?'"; "'Send to All' fetches
// all"; spec 3 §2 the same dialog for vouchers). `dialog.open` names the reward; in `picking` the
// user adds and removes members (`members.pick`, `members.unpick`) and sends them
// (`send.selected`, only with at least one picked); `send.all` asks the question first:
// `send.confirm` runs the injected `collectAll` (every member's id), then `send`; `send.cancel`
// goes back to picking. A done send notifies with 'Reward {name} sent to N member(s)' and closes;
// a failure stays in picking with the message for the dialog's red banner.
// Decisions where the spec is silent: the count in the notice is what the server says it sent;
// members the voucher refused (quota reached) are reported beside it with the voucher's message;
// 'Send to All' sends to the members that exist when it is confirmed; with none, nothing is sent
// and the banner reads 'There are no members to send to'.
import { assign, setup } from "xstate";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";

export const NO_MEMBERS = "There are no members to send to";
export const SEND_ALL_QUESTION = "Are you sure you want to send all?";
export const rewardSentNotice = (name: string, count: number): string => `Reward ${name} sent to ${count} member(s)`;

export interface RewardToSend {
  readonly id: string;
  readonly name: string;
}

export interface PickedMember {
  readonly id: string;
  readonly name: string;
  readonly phoneNumber: string | null;
}

export interface SendInput {
  readonly rewardId: string;
  readonly memberIds: ReadonlyArray<string>;
}

export interface SendOutput {
  readonly sent: number;
  /** The messages of the members the reward could not reach. */
  readonly failures: ReadonlyArray<string>;
}

export interface RewardSendContext {
  readonly reward: RewardToSend | null;
  readonly picked: ReadonlyArray<PickedMember>;
  readonly recipients: ReadonlyArray<string>;
  readonly problem: string | null;
}

export type RewardSendEvent =
  | { readonly type: "dialog.open"; readonly reward: RewardToSend }
  | { readonly type: "dialog.close" }
  | { readonly type: "members.pick"; readonly member: PickedMember }
  | { readonly type: "members.unpick"; readonly memberId: string }
  | { readonly type: "send.selected" }
  | { readonly type: "send.all" }
  | { readonly type: "send.confirm" }
  | { readonly type: "send.cancel" };

const rewardOf = (context: RewardSendContext): RewardToSend => {
  if (context.reward === null) throw new Error("a send needs a reward");
  return context.reward;
};

export const rewardSendMachine = setup({
  types: {
    context: {} as RewardSendContext,
    events: {} as RewardSendEvent,
  },
  actors: {
    collectAll: unprovidedActor<ReadonlyArray<string>, RewardToSend>("collectAll"),
    send: unprovidedActor<SendOutput, SendInput>("send"),
  },
  actions: {
    notifySent: (_, _params: { readonly name: string; readonly outcome: SendOutput }) => {},
  },
  guards: {
    hasPicked: ({ context }) => context.picked.length > 0,
    foundNoMembers: (_, { memberIds }: { readonly memberIds: ReadonlyArray<string> }) => memberIds.length === 0,
  },
}).createMachine({
  id: "rewardSend",
  context: { reward: null, picked: [], recipients: [], problem: null },
  initial: "closed",
  states: {
    closed: {
      on: {
        "dialog.open": { target: "picking", actions: assign({ reward: ({ event }) => event.reward, picked: [], recipients: [], problem: null }) },
      },
    },
    picking: {
      on: {
        "dialog.close": { target: "closed", actions: assign({ reward: null, picked: [], problem: null }) },
        "members.pick": {
          actions: assign({
            picked: ({ context, event }) =>
              context.picked.some((member) => member.id === event.member.id) ? context.picked : [...context.picked, event.member],
          }),
        },
        "members.unpick": { actions: assign({ picked: ({ context, event }) => context.picked.filter((member) => member.id !== event.memberId) }) },
        "send.selected": {
          guard: "hasPicked",
          target: "sending",
          actions: assign({ recipients: ({ context }) => context.picked.map((member) => member.id), problem: null }),
        },
        "send.all": { target: "confirmingAll", actions: assign({ problem: null }) },
      },
    },
    confirmingAll: {
      on: {
        "send.confirm": "collecting",
        "send.cancel": "picking",
      },
    },
    collecting: {
      invoke: {
        id: "collectAll",
        src: "collectAll",
        input: ({ context }) => rewardOf(context),
        onDone: [
          { guard: { type: "foundNoMembers", params: ({ event }) => ({ memberIds: event.output }) }, target: "picking", actions: assign({ problem: NO_MEMBERS }) },
          { target: "sending", actions: assign({ recipients: ({ event }) => event.output }) },
        ],
        onError: { target: "picking", actions: assign({ problem: ({ event }) => messageOf(event.error) }) },
      },
    },
    sending: {
      invoke: {
        id: "send",
        src: "send",
        input: ({ context }) => ({ rewardId: rewardOf(context).id, memberIds: context.recipients }),
        onDone: {
          target: "closed",
          actions: [
            { type: "notifySent", params: ({ context, event }) => ({ name: rewardOf(context).name, outcome: event.output }) },
            assign({ reward: null, picked: [], recipients: [], problem: null }),
          ],
        },
        onError: { target: "picking", actions: assign({ recipients: [], problem: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
