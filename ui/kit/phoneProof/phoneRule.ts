// Owns: loading the phone rule (phoneNumber.ts over domain/shared/phone.ts, which brings
// libphonenumber and its whole metadata, about 28 KB gzip) when a phone form is first used, so the
// app's first load does not carry it (issue 14, initial JS). Synchronous callers (the machines'
// guards) read the rule once loaded.
// Decision: one load per page, shared by every caller; a guard asked before the load has ended
// answers as for an invalid number (the forms start the load when they open, long before a click).
type PhoneRule = typeof import("./phoneNumber");

let loaded: PhoneRule | null = null;
let loading: Promise<PhoneRule> | null = null;

/** Loads the phone rule (once) and answers it. */
export const loadPhoneRule = (): Promise<PhoneRule> => {
  loading ??= import("./phoneNumber").then((rule) => (loaded = rule));
  return loading;
};

/** The phone rule if it has loaded, else null. */
export const loadedPhoneRule = (): PhoneRule | null => loaded;
