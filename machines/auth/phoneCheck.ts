// The default behind every auth machine's injected `isPhoneValid` guard. The real phone rules
// (libphonenumber, spec 1 §5) live in domain/shared/phone.ts, owned elsewhere; the UI supplies
// them with `machine.provide({ guards: { isPhoneValid: ({ context }) => ... } })`: in every auth
// machine the guard reads `context.phoneNumber`.
// Decisions: the machines receive the number as the phone input composes it, international form
// with its country prefix (`+60…`, `+65…`: the prefix dropdown belongs to the input component).
// The default is deliberately conservative: only the mobile shapes of the two phone countries the
// spec allows (MY, SG), since every flow that asks for it sends an SMS code or looks up a user.

const MALAYSIAN_MOBILE = /^\+601\d{8,9}$/;
const SINGAPOREAN_MOBILE = /^\+65[89]\d{7}$/;

export const isPlausibleMobileNumber = (phoneNumber: string): boolean =>
  MALAYSIAN_MOBILE.test(phoneNumber) || SINGAPOREAN_MOBILE.test(phoneNumber);
