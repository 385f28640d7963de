// Owns: the member store's activation (spec 2 §2 Member store: "until activation, an activation
// form is shown"; §6: the store is usable only after activation with a company that has a tax
// registration; ARCHITECTURE §2.3 "member-store activation"): checking (the injected
// `loadStore` actor) -> active (final: categories and bundles can be managed), needsCompany (no
// company with a tax registration: the view links to the company legal info page, and
// `store.companySaved` checks again) or ready (the activation form with the taxes to charge) ->
// activating (the injected `activateStore` actor, PUT /membership/store) -> active, or failed
// (retry, or back to the form).
// Decisions where the spec is silent:
// - The server has the last word: an activation it refuses ('Company tax registration is
//   required') shows its message in `failed`, even when the check said ready.
// - A failed check keeps the view on a retry button rather than guessing the store's state.
import { assign, setup } from "xstate";
import type { StoreSettingsInput } from "../../domain/loyalty/programme/store";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";

export type StoreActivationInput = { readonly businessId: string };

/** What the check reads: the store's activation and whether the company is tax-registered. */
export type StoreCheck = { readonly activated: boolean; readonly companyTaxRegistered: boolean };
/** A tax the store charges, as the activation form sends it (PUT /membership/store {taxes}). */
export type StoreTaxInput = NonNullable<StoreSettingsInput["taxes"]>[number];
export type ActivateStoreInput = { readonly businessId: string; readonly taxes: ReadonlyArray<StoreTaxInput> };

export type StoreActivationContext = StoreActivationInput & {
  readonly check: StoreCheck | null;
  readonly taxes: ReadonlyArray<StoreTaxInput>;
  readonly problem: string | null;
};

export type StoreActivationEvent =
  | { readonly type: "store.companySaved" }
  | { readonly type: "store.activate"; readonly taxes: ReadonlyArray<StoreTaxInput> }
  | { readonly type: "store.retry" }
  | { readonly type: "store.edit" };

export const storeActivationMachine = setup({
  types: {
    context: {} as StoreActivationContext,
    events: {} as StoreActivationEvent,
    input: {} as StoreActivationInput,
  },
  actors: {
    loadStore: unprovidedActor<StoreCheck, StoreActivationInput>("loadStore"),
    activateStore: unprovidedActor<void, ActivateStoreInput>("activateStore"),
  },
  guards: {
    isActivated: (_, check: StoreCheck) => check.activated,
    lacksTaxRegistration: (_, check: StoreCheck) => !check.companyTaxRegistered,
  },
}).createMachine({
  id: "storeActivation",
  context: ({ input }) => ({ ...input, check: null, taxes: [], problem: null }),
  initial: "checking",
  states: {
    checking: {
      entry: assign({ problem: null }),
      invoke: {
        id: "loadStore",
        src: "loadStore",
        input: ({ context }) => ({ businessId: context.businessId }),
        onDone: [
          { guard: { type: "isActivated", params: ({ event }) => event.output }, target: "active", actions: assign({ check: ({ event }) => event.output }) },
          { guard: { type: "lacksTaxRegistration", params: ({ event }) => event.output }, target: "needsCompany", actions: assign({ check: ({ event }) => event.output }) },
          { target: "ready", actions: assign({ check: ({ event }) => event.output }) },
        ],
        onError: { target: "checkFailed", actions: assign({ problem: ({ event }) => messageOf(event.error) }) },
      },
    },
    checkFailed: {
      on: { "store.retry": "checking" },
    },
    needsCompany: {
      on: { "store.companySaved": "checking" },
    },
    ready: {
      on: { "store.activate": { target: "activating", actions: assign({ taxes: ({ event }) => event.taxes }) } },
    },
    activating: {
      entry: assign({ problem: null }),
      invoke: {
        id: "activateStore",
        src: "activateStore",
        input: ({ context }) => ({ businessId: context.businessId, taxes: context.taxes }),
        onDone: { target: "active", actions: assign({ check: ({ context }) => ({ activated: true, companyTaxRegistered: context.check?.companyTaxRegistered ?? true }) }) },
        onError: { target: "failed", actions: assign({ problem: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      on: { "store.retry": "activating", "store.edit": { target: "ready", actions: assign({ problem: null }) } },
    },
    active: { type: "final" },
  },
});
