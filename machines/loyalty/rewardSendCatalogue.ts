// The send-reward dialog's machine as the Machine Lab and the model-based test see it: opened on
// a reward, two members picked (one picked twice, one removed), a send to them and a 'Send to All'
// through its question, with mock actors that answer like a healthy server. Sample data only.
import { fromPromise } from "xstate";
import { actorDone, actorFailed, catalogueEntry } from "../catalogueEntry";
import { type RewardToSend, type SendInput, type SendOutput, rewardSendMachine } from "./rewardSend.machine";

const REWARD: RewardToSend = { id: "64b7f0c2a1d3e4f5a6b7c8d9", name: "Free kopi" };
const MEMBER = { id: "64b7f0c2a1d3e4f5a6b7c8a1", name: "Aisyah", phoneNumber: "+60123456780" };

export const rewardSendEntry = catalogueEntry({
  id: "loyalty.rewardSend",
  title: "Send reward",
  description: "Pick members and send, or Send to All after 'Are you sure you want to send all?' (every member is fetched first).",
  machine: rewardSendMachine,
  sampleInput: undefined,
  mockActors: {
    collectAll: fromPromise<ReadonlyArray<string>, RewardToSend>(async () => [MEMBER.id, "64b7f0c2a1d3e4f5a6b7c8a2"]),
    send: fromPromise<SendOutput, SendInput>(async ({ input }) => ({ sent: input.memberIds.length, failures: [] })),
  },
  sampleEvents: [
    { type: "dialog.open", reward: REWARD },
    { type: "members.pick", member: MEMBER },
    { type: "members.unpick", memberId: MEMBER.id },
    actorDone("collectAll", [MEMBER.id, "64b7f0c2a1d3e4f5a6b7c8a2"]),
    actorDone("collectAll", []),
    actorFailed("collectAll", "Action failed"),
    actorDone("send", { sent: 1, failures: [] }),
    actorFailed("send", "Invalid reward"),
  ],
});
