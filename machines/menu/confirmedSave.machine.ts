// Owns: saving a menu item from its dialog, asking first when the change needs it (spec 4 §4
// "Changing an add-on group's type flags itself for confirmation; if it becomes DYNAMIC, linked
// products have their add-on bindings recomputed"). `item.save` carries whether the change needs
// confirming (the view asks the module's rule: for an add-on group, a type change); then the
// 'Confirmation' dialog waits for `save.confirm` or `save.cancel`. The `save` actor sends the
// change; the view provides `notifySaved` (close the dialog) and `notifyFailed` (the red toast
// is the actor's; the dialog stays open with its values, so the user can correct and retry).
import { assign, setup } from "xstate";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";

export type ConfirmedSaveEvent =
  | { readonly type: "item.save"; readonly needsConfirmation: boolean }
  | { readonly type: "save.confirm" }
  | { readonly type: "save.cancel" };

export const confirmedSaveMachine = setup({
  types: { context: {} as { readonly needsConfirmation: boolean }, events: {} as ConfirmedSaveEvent },
  actors: { save: unprovidedActor<boolean, void>("save") },
  actions: {
    notifySaved: () => undefined,
    notifyFailed: (_, _params: { readonly message: string }) => undefined,
  },
  guards: {
    needsConfirmation: ({ event }) => event.type === "item.save" && event.needsConfirmation,
    saved: (_, saved: boolean) => saved,
  },
}).createMachine({
  id: "confirmedSave",
  context: { needsConfirmation: false },
  initial: "editing",
  states: {
    editing: {
      on: {
        "item.save": [
          { guard: "needsConfirmation", target: "confirming", actions: assign({ needsConfirmation: true }) },
          { target: "saving", actions: assign({ needsConfirmation: false }) },
        ],
      },
    },
    confirming: {
      on: { "save.confirm": "saving", "save.cancel": "editing" },
    },
    saving: {
      invoke: {
        id: "save",
        src: "save",
        onDone: [
          { guard: { type: "saved", params: ({ event }) => event.output }, target: "editing", actions: "notifySaved" },
          { target: "editing" },
        ],
        onError: { target: "editing", actions: { type: "notifyFailed", params: ({ event }) => ({ message: messageOf(event.error) }) } },
      },
    },
  },
});
