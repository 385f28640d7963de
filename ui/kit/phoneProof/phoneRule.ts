// Owns: loading the phone rule (phoneNumber.ts over domain/shared/phone.ts, which brings
// libphonenumber and its whole metadata, about 28 KB gzip) when a phone form is first used, so a
// page's first load does not carry it (issue 14, initial JS). Synchronous callers (the machines'
// guards) read the rule once loaded; a form holds its send until it has loaded (`withPhoneRule`).
// Decisions:
// - One load per page, shared by every caller. A guard asked before the load has ended answers as
//   for an invalid number, so a form whose button depends on it keeps it disabled until the rule
//   is here (`usePhoneRule`) rather than showing a message for a number it has not read.
// - Work waiting for the rule runs in the order it was asked for: the phone input asks to compose
//   its number on the first keystroke, so a send held after it finds the composed number.
// - A failed download forgets the load, so the next use tries again; what waited for it is dropped
//   (a held send is not sent: the user sends again).
import { useSyncExternalStore } from "react";

export type PhoneRule = typeof import("./phoneNumber");

let loaded: PhoneRule | null = null;
let loading: Promise<PhoneRule> | null = null;
const listeners = new Set<() => void>();

/** Loads the phone rule (once) and answers it. */
export const loadPhoneRule = (): Promise<PhoneRule> => {
  loading ??= import("./phoneNumber").then(
    (rule) => {
      loaded = rule;
      listeners.forEach((listener) => listener());
      return rule;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};

/** The phone rule if it has loaded, else null. */
export const loadedPhoneRule = (): PhoneRule | null => loaded;

/** Runs `use` with the rule: at once when it has loaded, else once it has, after whatever asked before. */
export const withPhoneRule = (use: (rule: PhoneRule) => void): void => {
  if (loaded !== null) use(loaded);
  else loadPhoneRule().then(use, () => undefined);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The rule once it has loaded, else null; the component draws again when it arrives. */
export const usePhoneRule = (): PhoneRule | null => useSyncExternalStore(subscribe, loadedPhoneRule, loadedPhoneRule);
