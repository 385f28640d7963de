// Owns: which state nodes a snapshot is in (the machine's root included), through the public
// `snapshot.matches`, for the diagram's highlight and the list of events the run accepts.
import { type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, pathToStateValue } from "xstate";
import { getStateNodes } from "xstate/graph";

export const activeStateNodes = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot): AnyStateNode[] => [
  machine.root,
  ...getStateNodes(machine.root).filter((node) => snapshot.matches(pathToStateValue(node.path))),
];

export const activeStateIds = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot): ReadonlySet<string> =>
  new Set(activeStateNodes(machine, snapshot).map((node) => node.id));
