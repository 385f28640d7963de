// Fake promise actors for machine tests: each records the inputs it was invoked with; `answering`
// settles at once from a function of the input (throw to fail), `held` stays pending until the
// test settles its latest call, to observe a machine while a call is in flight.
// Test support: never used by the app.
import { fromPromise } from "xstate";

export const answering = <TOutput, TInput>(answer: (input: TInput) => TOutput) => {
  const inputs: TInput[] = [];
  const logic = fromPromise<TOutput, TInput>(async ({ input }) => {
    inputs.push(input);
    return answer(input);
  });
  return { logic, inputs };
};

export const failing = <TOutput, TInput>(message: string) =>
  answering<TOutput, TInput>(() => {
    throw new Error(message);
  });

export const held = <TOutput, TInput>() => {
  const inputs: TInput[] = [];
  const calls: Array<{ resolve: (output: TOutput) => void; reject: (error: unknown) => void }> = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        inputs.push(input);
        calls.push({ resolve, reject });
      }),
  );
  const latest = () => {
    const call = calls.at(-1);
    if (call === undefined) throw new Error("No call is in flight");
    return call;
  };
  return {
    logic,
    inputs,
    resolve: (output: TOutput) => latest().resolve(output),
    reject: (message: string) => latest().reject(new Error(message)),
  };
};
