// Owns: a state value as one short line for the log and the header: "counting",
// "phone.editing", "signedIn(refresh.waiting, identity.settled.ownAccount)".
import type { StateValue } from "xstate";

const below = (child: StateValue | undefined): string => {
  if (child === undefined) return "";
  if (typeof child === "string" || Object.keys(child).length === 1) return `.${stateValueText(child)}`;
  return stateValueText(child);
};

export const stateValueText = (value: StateValue): string => {
  if (typeof value === "string") return value;
  const parts = Object.entries(value).map(([key, child]) => `${key}${below(child)}`);
  return parts.length === 1 ? (parts[0] ?? "") : `(${parts.join(", ")})`;
};
