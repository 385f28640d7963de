// Owns: deleting a record behind the spec's confirmation dialog (spec 1 §2: titled
// 'Confirmation', with a red Delete button): `delete.request` names the record and opens the
// dialog, `delete.cancel` closes it, `delete.confirm` runs the injected `remove` actor. The view
// provides `notifyDeleted` (green toast, then refresh or leave the page) and `notifyFailed`
// (red toast with the server's message).
// Decision where the spec is silent: a failed delete closes the dialog; the record is still
// listed, so the user can try again.
import { assign, setup } from "xstate";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";

export type DeletionTarget = { readonly id: string; readonly name: string };

export type DeletionContext = { readonly target: DeletionTarget | null };

/** The record being deleted; only `confirming` and `deleting` hold one. */
const targetOf = (context: DeletionContext): DeletionTarget => {
  if (context.target === null) throw new Error("a deletion needs a target");
  return context.target;
};

export type DeletionEvent =
  | { readonly type: "delete.request"; readonly target: DeletionTarget }
  | { readonly type: "delete.cancel" }
  | { readonly type: "delete.confirm" };

export const deletionMachine = setup({
  types: {
    context: {} as DeletionContext,
    events: {} as DeletionEvent,
  },
  actors: {
    remove: unprovidedActor<void, DeletionTarget>("remove"),
  },
  actions: {
    notifyDeleted: (_, _params: DeletionTarget) => undefined,
    notifyFailed: (_, _params: { readonly message: string }) => undefined,
  },
}).createMachine({
  id: "deletion",
  context: { target: null },
  initial: "idle",
  states: {
    idle: {
      on: { "delete.request": { target: "confirming", actions: assign({ target: ({ event }) => event.target }) } },
    },
    confirming: {
      on: {
        "delete.cancel": { target: "idle", actions: assign({ target: null }) },
        "delete.confirm": "deleting",
      },
    },
    deleting: {
      invoke: {
        id: "remove",
        src: "remove",
        input: ({ context }) => targetOf(context),
        onDone: {
          target: "idle",
          actions: [
            { type: "notifyDeleted", params: ({ context }) => targetOf(context) },
            assign({ target: null }),
          ],
        },
        onError: {
          target: "idle",
          actions: [
            { type: "notifyFailed", params: ({ event }) => ({ message: messageOf(event.error) }) },
            assign({ target: null }),
          ],
        },
      },
    },
  },
});
