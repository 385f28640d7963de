// Owns: the loyalty area's frame and routing rules (spec 2 §2): it reads the business's programme
// once, hands it to the pages (ProgrammeContext), and redirects: without a programme every
// loyalty route goes to setup (the landing page excepted: it offers 'Get started'); with one,
// setup and the landing page go to the overview. A page that saves a section replaces the
// programme here, so the other pages see the write at once.
// A user without manage rights on the membership of the business (spec 2 §6) goes to the business
// overview (spec 1 §2 "an invalid route for the current permissions redirects to the business
// overview").
// Its first read of the programme is the one the marketing gate started beside the marketing
// setting's, when there is one (programmeReadAhead.ts).
// Decision where the spec is silent: a failed read (403 for a user without rights on the
// programme, a network failure) shows the message with 'Try again' instead of redirecting.
import { useState } from "react";
import { Navigate, Outlet, useMatches, useParams } from "react-router";
import { handleOf } from "../../app/routeHandle";
import { businessOverviewPath } from "../../app/paths/businessPaths";
import { LoadProblem } from "../../kit/page/LoadProblem";
import { Loading } from "../../kit/page/Loading";
import { useLoad } from "../../kit/page/useLoad";
import type { LoyaltyProgramme } from "../../ports/loyaltyPort";
import { usePorts } from "../../ports/PortsProvider";
import { LANDING_ROUTE, SETUP_ROUTE, overviewPath, setupPath } from "../../app/paths/loyaltyPaths";
import { ProgrammeProvider } from "./ProgrammeContext";
import { takeProgrammeRead } from "./programmeReadAhead";
import { useMembershipAccess } from "./useMembershipAccess";

const WITHOUT_PROGRAMME: ReadonlySet<string | undefined> = new Set([LANDING_ROUTE, SETUP_ROUTE]);

export const LoyaltyArea = () => {
  const { businessId = "" } = useParams();
  const { loyalty } = usePorts();
  const load = useLoad(() => takeProgrammeRead(loyalty, businessId), businessId);
  const [saved, setSaved] = useState<{ readonly businessId: string; readonly programme: LoyaltyProgramme } | null>(null);
  const access = useMembershipAccess(businessId);
  const route = useMatches().map((match) => handleOf(match).name).findLast((name) => name !== undefined);
  if (access === false) return <Navigate to={businessOverviewPath(businessId)} replace />;
  if (access === null || load.phase === "loading") return <Loading />;
  if (load.phase === "failed") return <LoadProblem message={load.message} onRetry={load.retry} />;
  const programme = saved?.businessId === businessId ? saved.programme : load.data;
  const forPagesWithout = WITHOUT_PROGRAMME.has(route);
  if (programme === null && !forPagesWithout) return <Navigate to={setupPath(businessId)} replace />;
  if (programme !== null && forPagesWithout) return <Navigate to={overviewPath(businessId)} replace />;
  return (
    <ProgrammeProvider
      value={{
        businessId,
        programme,
        replace: (next) => setSaved({ businessId, programme: next }),
        reload: () => {
          setSaved(null);
          load.retry();
        },
      }}
    >
      <Outlet />
    </ProgrammeProvider>
  );
};
