// Owns: the marketing area's entry check (spec 1 §2, spec 2 §1), as the layout route of
// /b/{businessId}/marketing: it runs machines/loyalty/marketingSettingRedirect.machine.ts with
// the loyalty port's setting read; 'v2' leaves the app for the external portal (a full page
// load, `window.location.assign`), anything else, or a failed read (logged to the console
// only), renders the area's pages. A new business in the address checks again.
import { useMachine } from "@xstate/react";
import { useMemo } from "react";
import { Outlet, useLocation, useParams } from "react-router";
import { fromPromise } from "xstate";
import {
  type MarketingSettingInput,
  type MarketingSettingOutput,
  marketingSettingRedirectMachine,
} from "../../../machines/loyalty/marketingSettingRedirect.machine";
import { Loading } from "../../kit/page/Loading";
import { usePorts } from "../../ports/PortsProvider";

const SettingCheck = ({ businessId }: { readonly businessId: string }) => {
  const { loyalty } = usePorts();
  const { search } = useLocation();
  const machine = useMemo(
    () =>
      marketingSettingRedirectMachine.provide({
        actors: {
          fetchSetting: fromPromise<MarketingSettingOutput, MarketingSettingInput>(({ input }) => loyalty.marketingSetting(input.businessId)),
        },
        actions: {
          redirect: (_, { url }) => window.location.assign(url),
          logFailure: (_, { message }) => console.warn(`Marketing setting not read: ${message}`),
        },
      }),
    [loyalty],
  );
  const [snapshot] = useMachine(machine, { input: { businessId, query: search } });
  if (snapshot.matches("normalView")) return <Outlet />;
  if (snapshot.matches("redirecting")) return <p>Opening the marketing portal…</p>;
  return <Loading />;
};

export const MarketingSettingGate = () => {
  const { businessId = "" } = useParams();
  return <SettingCheck key={businessId} businessId={businessId} />;
};
