// Owns: the Util page's run of the data check machine (machines/admin/utilCheck.machine.ts): the
// port's start and poll as its actors, a failure as a red toast with the server's message. The
// page's progress dialog shows the running check, its result panel the finished one, and the
// recent checks list reads again (`generation`) each time a run ends. Run buttons are enabled by
// `snapshot.can`.
// Decision where the spec is silent: leaving the page stops the following (the check itself runs
// on in the server).
import { useMachine } from "@xstate/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { utilCheckMachine } from "../../../machines/admin/utilCheck.machine";
import { useToast } from "../../kit/feedback/ToastProvider";
import type { UtilCheck, UtilCheckKind, UtilPort } from "../../ports/utilPort";

export const useUtilCheck = (util: UtilPort) => {
  const toast = useToast();
  const machine = useMemo(
    () =>
      utilCheckMachine.provide({
        actors: {
          start: fromPromise<UtilCheck, { readonly kind: UtilCheckKind }>(({ input }) => util.startCheck(input.kind)),
          poll: fromPromise<UtilCheck, { readonly id: string }>(({ input }) => util.check(input.id)),
        },
        actions: { notifyFailed: (_, { message }) => toast.error(message) },
      }),
    [util, toast],
  );
  const [snapshot, send] = useMachine(machine);
  const following = snapshot.matches("starting") || snapshot.matches("waiting") || snapshot.matches("polling");
  const finished = snapshot.matches("finished") ? snapshot.context.check : null;
  const [generation, setGeneration] = useState(0);
  const wasFollowing = useRef(false);
  useEffect(() => {
    if (wasFollowing.current && !following) setGeneration((n) => n + 1);
    wasFollowing.current = following;
  }, [following]);
  return {
    running: following ? snapshot.context.check ?? null : null,
    following,
    finished,
    canRun: snapshot.can({ type: "check.run", kind: "creditLedgers" }),
    run: (kind: UtilCheckKind) => send({ type: "check.run", kind }),
    generation,
  };
};
