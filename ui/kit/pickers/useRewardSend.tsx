// Owns: the send-reward dialog (spec 2 §2 Rewards, spec 3 §2 "Send-reward dialog and
// confirmation"), drawn from the send-reward machine (machines/loyalty/rewardSend.machine.ts):
// the member picker, the red banner of a failed send, Cancel, 'Send to All' (behind the
// 'Confirmation' dialog asking 'Are you sure you want to send all?') and Send; every member is
// gathered through the sender for 'Send to All'. Notices of spec 2 §8 / spec 3 §8: 'Reward {name}
// sent to N member(s)' in green; members the voucher refused in red with its message.
// `open(reward)` starts a send; `onSent` lets the page list again (Redeemed / Claimed moved).
import { useMachine } from "@xstate/react";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { type ReactNode, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import {
  type RewardToSend,
  SEND_ALL_QUESTION,
  type SendInput,
  type SendOutput,
  rewardSendMachine,
  rewardSentNotice,
} from "../../../machines/loyalty/rewardSend.machine";
import { ConfirmationDialog } from "../feedback/ConfirmationDialog";
import { useToast } from "../feedback/ToastProvider";
import { MemberPicker } from "./MemberPicker";
import { collectAllMemberIds } from "./memberSearch";
import type { RewardSender } from "./pickerPorts";
import styles from "./pickers.module.css";

export interface RewardSend {
  readonly open: (reward: RewardToSend) => void;
  readonly dialog: ReactNode;
}

export const useRewardSend = (sender: RewardSender, onSent: () => void): RewardSend => {
  const toast = useToast();
  const latest = useRef({ sender, onSent });
  latest.current = { sender, onSent };
  const machine = useMemo(
    () =>
      rewardSendMachine.provide({
        actors: {
          collectAll: fromPromise<ReadonlyArray<string>, RewardToSend>(() => collectAllMemberIds(latest.current.sender)),
          send: fromPromise<SendOutput, SendInput>(({ input }) => latest.current.sender.send(input)),
        },
        actions: {
          notifySent: (_, { name, outcome }) => {
            toast.success(rewardSentNotice(name, outcome.sent));
            const failures = [...new Set(outcome.failures)];
            if (failures.length > 0) toast.error(failures.join(", "));
            latest.current.onSent();
          },
        },
      }),
    [toast],
  );
  const [snapshot, send] = useMachine(machine);
  const { reward, picked, problem } = snapshot.context;
  const busy = snapshot.matches("collecting") || snapshot.matches("sending");
  const dialog = (
    <>
      <Dialog
        header={reward === null ? "Send reward" : `Send ${reward.name}`}
        visible={!snapshot.matches("closed")}
        onHide={() => send({ type: "dialog.close" })}
        closable={!busy}
        modal
        draggable={false}
        style={{ width: "min(32rem, 95vw)" }}
        footer={
          <div className={styles.footer}>
            <Button label="Cancel" text onClick={() => send({ type: "dialog.close" })} disabled={!snapshot.can({ type: "dialog.close" })} />
            <Button label="Send to All" icon="pi pi-users" outlined onClick={() => send({ type: "send.all" })} disabled={!snapshot.can({ type: "send.all" })} loading={snapshot.matches("collecting")} />
            <Button label="Send" icon="pi pi-send" onClick={() => send({ type: "send.selected" })} disabled={!snapshot.can({ type: "send.selected" })} loading={snapshot.matches("sending")} />
          </div>
        }
      >
        <div className={styles.dialogBody}>
          {problem === null ? null : <Message severity="error" text={problem} />}
          {snapshot.matches("closed") ? null : (
            <MemberPicker
              directory={sender}
              picked={picked}
              onPick={(member) => send({ type: "members.pick", member })}
              onUnpick={(memberId) => send({ type: "members.unpick", memberId })}
            />
          )}
        </div>
      </Dialog>
      <ConfirmationDialog
        visible={snapshot.matches("confirmingAll")}
        message={SEND_ALL_QUESTION}
        onConfirm={() => send({ type: "send.confirm" })}
        onCancel={() => send({ type: "send.cancel" })}
      />
    </>
  );
  return { open: (next) => send({ type: "dialog.open", reward: next }), dialog };
};
