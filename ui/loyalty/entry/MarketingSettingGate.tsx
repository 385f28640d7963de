// Owns: the marketing area's entry check (spec 1 §2, spec 2 §1), as the layout route of
// /b/{businessId}/marketing: it runs machines/loyalty/marketingSettingRedirect.machine.ts with
// the loyalty port's setting read; 'v2' leaves the app for the external portal (a full page
// load, `window.location.assign`), anything else, or a failed read (logged to the console
// only), renders the area's pages. A new business in the address checks again.
// On a loyalty page the programme's read starts beside the setting's (programmeReadAhead.ts), so
// the loyalty area does not wait for the setting before it reads (issue 14, the overview's LCP);
// on the overview (or the area's landing, which shows it) the summary's read starts too. Leaving
// for the portal drops them, since no loyalty page of this visit will take them.
import { useMachine } from "@xstate/react";
import { useEffect, useMemo } from "react";
import { Outlet, useLocation, useParams } from "react-router";
import { fromPromise } from "xstate";
import {
  type MarketingSettingInput,
  type MarketingSettingOutput,
  marketingSettingRedirectMachine,
} from "../../../machines/loyalty/marketingSettingRedirect.machine";
import { loyaltyPath, overviewPath } from "../../app/paths/loyaltyPaths";
import { Loading } from "../../kit/page/Loading";
import { usePorts } from "../../ports/PortsProvider";
import { dropReadsAhead, readProgrammeAhead, readSummaryAhead } from "./programmeReadAhead";

const SettingCheck = ({ businessId }: { readonly businessId: string }) => {
  const { loyalty } = usePorts();
  const { pathname, search } = useLocation();
  const onLoyaltyPage = `${pathname}/`.startsWith(`${loyaltyPath(businessId)}/`);
  const onOverview = [loyaltyPath(businessId), overviewPath(businessId)].includes(pathname.replace(/\/$/, ""));
  useEffect(() => {
    if (onLoyaltyPage) readProgrammeAhead(loyalty, businessId);
    if (onOverview) readSummaryAhead(loyalty, businessId);
    // Only when the gate starts (one per business): later reads are the loyalty area's own.
  }, []);
  const machine = useMemo(
    () =>
      marketingSettingRedirectMachine.provide({
        actors: {
          fetchSetting: fromPromise<MarketingSettingOutput, MarketingSettingInput>(({ input }) => loyalty.marketingSetting(input.businessId)),
        },
        actions: {
          redirect: (_, { url }) => {
            dropReadsAhead(loyalty, businessId);
            window.location.assign(url);
          },
          logFailure: (_, { message }) => console.warn(`Marketing setting not read: ${message}`),
        },
      }),
    [loyalty, businessId],
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
