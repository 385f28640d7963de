// Owns: the payout review dialog's run of the payout account machine
// (machines/admin/payoutAccountStatus.machine.ts): the port's review as its actor, the account
// opened on mount, and what the buttons may do (`snapshot.can`). A change tells the page to
// reload its list.
import { useMachine } from "@xstate/react";
import { useEffect, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { type PayoutReviewInput, payoutAccountStatusMachine } from "../../../machines/admin/payoutAccountStatus.machine";
import type { PaymentsPort, PayoutAccountRow } from "../../ports/paymentsPort";

export const usePayoutReview = (port: PaymentsPort, account: PayoutAccountRow, onChanged: (account: PayoutAccountRow) => void) => {
  const latest = useRef(onChanged);
  latest.current = onChanged;
  const machine = useMemo(
    () =>
      payoutAccountStatusMachine.provide({
        actors: { review: fromPromise<PayoutAccountRow, PayoutReviewInput>(({ input }) => port.reviewPayoutAccount(input.account, input.status)) },
        actions: { notifyChanged: ({ context }) => context.account !== null && latest.current(context.account) },
      }),
    [port],
  );
  const [snapshot, send] = useMachine(machine);
  useEffect(() => {
    send({ type: "payout.open", account });
  }, [send, account]);
  return {
    account: snapshot.context.account ?? account,
    error: snapshot.context.error,
    busy: snapshot.matches("reviewing"),
    canApprove: snapshot.can({ type: "payout.approve" }),
    canReopen: snapshot.can({ type: "payout.reopen" }),
    approve: () => send({ type: "payout.approve" }),
    reopen: () => send({ type: "payout.reopen" }),
  };
};
