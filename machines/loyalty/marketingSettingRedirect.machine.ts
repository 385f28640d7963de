// Owns: the marketing-setting check made on entering the marketing area (spec 1 §2, spec 2 §1):
// the injected `fetchSetting` actor reads the business's marketing setting; apiVersion 'v2'
// sends the page to the external marketing portal (the `redirect` action, given the address),
// with the business id and the current query; any other version shows the normal view. A failed
// read is only logged (the `logFailure` action) and the normal view loads.
// Decisions where the spec is silent:
// - The portal's address comes with the setting (`portalUrl`); a 'v2' answer without a usable
//   address is treated like a failed read (logged, normal view) rather than leaving the user on
//   a spinner.
// - The portal address carries `businessId` first, then every parameter of the current query
//   (a `businessId` in the query does not override the area's business).
import { assign, setup } from "xstate";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";

export const MARKETING_API_V2 = "v2";
export const NO_PORTAL_ADDRESS = "Marketing setting v2 without a portal address";

export type MarketingSettingInput = { readonly businessId: string };
export type MarketingSettingOutput = { readonly apiVersion: string; readonly portalUrl?: string | undefined };

export type MarketingSettingRedirectInput = {
  readonly businessId: string;
  /** The current query string, with or without its leading '?'. */
  readonly query: string;
};

export type MarketingSettingRedirectContext = MarketingSettingRedirectInput & {
  /** The portal address the page was sent to; null until then. */
  readonly target: string | null;
};

/** The portal address for a business and the current query, or null when `portalUrl` is unusable. */
export const portalAddress = (portalUrl: string | undefined, businessId: string, query: string): string | null => {
  if (portalUrl === undefined || portalUrl.trim() === "") return null;
  let url: URL;
  try {
    url = new URL(portalUrl);
  } catch {
    return null;
  }
  url.searchParams.set("businessId", businessId);
  for (const [key, value] of new URLSearchParams(query)) if (key !== "businessId") url.searchParams.append(key, value);
  return url.toString();
};

const targetOf = (context: MarketingSettingRedirectContext, output: MarketingSettingOutput): string | null =>
  output.apiVersion === MARKETING_API_V2 ? portalAddress(output.portalUrl, context.businessId, context.query) : null;

export const marketingSettingRedirectMachine = setup({
  types: {
    context: {} as MarketingSettingRedirectContext,
    input: {} as MarketingSettingRedirectInput,
  },
  actors: {
    fetchSetting: unprovidedActor<MarketingSettingOutput, MarketingSettingInput>("fetchSetting"),
  },
  actions: {
    redirect: (_, _params: { readonly url: string }) => undefined,
    logFailure: (_, _params: { readonly message: string }) => undefined,
  },
  guards: {
    isV2WithPortal: ({ context }, output: MarketingSettingOutput) => targetOf(context, output) !== null,
    isV2WithoutPortal: (_, output: MarketingSettingOutput) => output.apiVersion === MARKETING_API_V2,
  },
}).createMachine({
  id: "marketingSettingRedirect",
  context: ({ input }) => ({ ...input, target: null }),
  initial: "checking",
  states: {
    checking: {
      invoke: {
        id: "fetchSetting",
        src: "fetchSetting",
        input: ({ context }) => ({ businessId: context.businessId }),
        onDone: [
          {
            guard: { type: "isV2WithPortal", params: ({ event }) => event.output },
            target: "redirecting",
            actions: assign({ target: ({ context, event }) => targetOf(context, event.output) }),
          },
          {
            guard: { type: "isV2WithoutPortal", params: ({ event }) => event.output },
            target: "normalView",
            actions: { type: "logFailure", params: { message: NO_PORTAL_ADDRESS } },
          },
          { target: "normalView" },
        ],
        onError: {
          target: "normalView",
          actions: { type: "logFailure", params: ({ event }) => ({ message: messageOf(event.error) }) },
        },
      },
    },
    redirecting: {
      type: "final",
      entry: { type: "redirect", params: ({ context }) => ({ url: context.target ?? "" }) },
    },
    normalView: { type: "final" },
  },
});
