// Owns: a creation page's run of the submission machine (machines/business/submission.machine.ts):
// the port's create call as its `submit` actor; success shows the green 'Action was successful'
// toast and hands the created record to the page (which navigates to it); a failure shows the
// server's message in a red toast. Submit is possible only while the machine says so.
import { useMachine } from "@xstate/react";
import { useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { type Created, type SubmitInput, submissionMachine } from "../../../machines/business/submission.machine";
import { useToast } from "../feedback/ToastProvider";
import { ACTION_SUCCEEDED } from "./useDocumentEditor";

export interface Submission<V> {
  readonly canSubmit: boolean;
  readonly submitting: boolean;
  readonly submit: (values: V) => void;
}

export const useSubmission = <V, R extends Created>(create: (values: V) => Promise<R>, onCreated: (created: R) => void): Submission<V> => {
  const toast = useToast();
  const latest = useRef({ create, onCreated });
  latest.current = { create, onCreated };
  const machine = useMemo(
    () =>
      submissionMachine.provide({
        actors: { submit: fromPromise<Created, SubmitInput>(({ input }) => latest.current.create(input.values as V)) },
        actions: {
          notifyCreated: (_, created) => {
            toast.success(ACTION_SUCCEEDED);
            latest.current.onCreated(created as R);
          },
          notifyFailed: (_, { message }) => toast.error(message),
        },
      }),
    [toast],
  );
  const [snapshot, send] = useMachine(machine);
  return {
    canSubmit: snapshot.can({ type: "form.submit", values: null }),
    submitting: snapshot.matches("submitting"),
    submit: (values) => send({ type: "form.submit", values }),
  };
};
