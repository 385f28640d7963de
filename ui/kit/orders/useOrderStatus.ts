// Owns: the order detail's run of the order status machine (machines/orders/orderStatus.machine.ts):
// the restaurant's answers (accept, decline with a reason; the admin's or the restaurant's port)
// as its `answer` actor, the order opened on mount and whenever the
// page hands a newer one, and what the buttons may do (`snapshot.can`). A change tells the page
// to reload its list.
import { useMachine } from "@xstate/react";
import { useEffect, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { type OrderAnswerInput, orderStatusMachine } from "../../../machines/orders/orderStatus.machine";
import type { OrderDetail } from "../../ports/ordersPort";

/** How the page answers an order (the admin's or the restaurant's routes). */
export interface OrderAnswers {
  readonly accept: (id: string) => Promise<OrderDetail>;
  readonly decline: (id: string, reason: string) => Promise<OrderDetail>;
}

export const useOrderStatus = (answers: OrderAnswers, order: OrderDetail, onChanged: (order: OrderDetail) => void) => {
  const latest = useRef(onChanged);
  latest.current = onChanged;
  const machine = useMemo(
    () =>
      orderStatusMachine.provide({
        actors: {
          answer: fromPromise<OrderDetail, OrderAnswerInput>(({ input }) =>
            input.answer === "accept" ? answers.accept(input.order.id) : answers.decline(input.order.id, input.reason)),
        },
        actions: { notifyChanged: ({ context }) => context.order !== null && latest.current(context.order) },
      }),
    [answers],
  );
  const [snapshot, send] = useMachine(machine);
  useEffect(() => {
    send({ type: "order.open", order });
  }, [send, order]);
  return {
    order: snapshot.context.order ?? order,
    error: snapshot.context.error,
    busy: snapshot.matches({ answer: "answering" }),
    canAnswer: snapshot.can({ type: "order.accept" }),
    accept: () => send({ type: "order.accept" }),
    decline: (reason: string) => send({ type: "order.decline", reason }),
  };
};
