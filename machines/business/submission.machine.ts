// Owns: the submit flow of a creation form (a new business, a new restaurant): `form.submit`
// carries the validated values to the injected `submit` actor; success ends in `submitted` with
// the created record and tells the view (`notifyCreated`: a green toast, then it navigates to the
// record); a failure goes back to editing and asks the view for a red toast with the server's
// message (`notifyFailed`).
// Decision where the spec is silent: values are validated by the view with the domain's pure
// checks before `form.submit` is sent, so this machine never holds an invalid form.
import { assign, setup } from "xstate";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";

export type Created = { readonly id: string };
export type SubmitInput = { readonly values: unknown };

export type SubmissionContext = { readonly created: Created | null };

export type SubmissionEvent = { readonly type: "form.submit"; readonly values: unknown };

export const submissionMachine = setup({
  types: {
    context: {} as SubmissionContext,
    events: {} as SubmissionEvent,
  },
  actors: {
    submit: unprovidedActor<Created, SubmitInput>("submit"),
  },
  actions: {
    notifyCreated: (_, _params: Created) => undefined,
    notifyFailed: (_, _params: { readonly message: string }) => undefined,
  },
}).createMachine({
  id: "submission",
  context: { created: null },
  initial: "editing",
  states: {
    editing: {
      on: { "form.submit": "submitting" },
    },
    submitting: {
      invoke: {
        id: "submit",
        src: "submit",
        input: ({ event }) => ({ values: event.type === "form.submit" ? event.values : undefined }),
        onDone: {
          target: "submitted",
          actions: [assign({ created: ({ event }) => event.output }), { type: "notifyCreated", params: ({ event }) => event.output }],
        },
        onError: {
          target: "editing",
          actions: { type: "notifyFailed", params: ({ event }) => ({ message: messageOf(event.error) }) },
        },
      },
    },
    submitted: { type: "final" },
  },
});
