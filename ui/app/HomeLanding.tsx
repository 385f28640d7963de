// '/' (spec 1 §2 "Home"): admin, staff and agent users land on the business list; other users on
// the overview of the business they last chose (ui/session/businessChoice.ts), else their first
// by name, or on create-business when they have none. Destinations
// are found by route name, so this follows the business area's addresses.
// Decisions where the spec is silent:
// - While the user's profile or businesses load, a spinner shows.
// - When the businesses cannot be read, or a destination is not mounted, the product's home page
//   stays (with the service status, which says whether the API answers) and a red toast gives
//   the failure.
import { useEffect, useState } from "react";
import { Navigate } from "react-router";
import { HomePage } from "../home/HomePage";
import { useToast } from "../kit/feedback/ToastProvider";
import { usePorts } from "../ports/PortsProvider";
import { keptBusinessId, landingBusiness } from "../session/businessChoice";
import { useCurrentUser } from "../session/CurrentUserProvider";
import { useRoleFlags, useSessionSelector } from "../session/SessionProvider";
import { PageLoading } from "../shell/PageLoading";
import { pathTo, useRouteIndex } from "./routeIndex";

type Landing = { readonly at: "deciding" } | { readonly at: "path"; readonly path: string } | { readonly at: "home" };

const useLanding = (): Landing => {
  const { business } = usePorts();
  const toast = useToast();
  const index = useRouteIndex();
  const flags = useRoleFlags();
  const user = useCurrentUser();
  const userId = useSessionSelector((snapshot) => snapshot.context.userId);
  const listed = flags?.isAdminOrStaff === true || user?.isAgent === true;
  const [ownBusiness, setOwnBusiness] = useState<Landing>({ at: "deciding" });
  const needsBusinesses = !listed && user !== null;
  useEffect(() => {
    if (!needsBusinesses) return;
    let current = true;
    business.listMyBusinesses().then(
      (resources) => {
        const first = landingBusiness(resources, userId === null ? null : keptBusinessId(userId));
        const path = first === undefined ? pathTo(index, "create-business") : pathTo(index, "business-overview", { businessId: first.id });
        if (current) setOwnBusiness(path === null ? { at: "home" } : { at: "path", path });
      },
      (error: unknown) => {
        if (!current) return;
        toast.error(error instanceof Error ? error.message : "Action failed");
        setOwnBusiness({ at: "home" });
      },
    );
    return () => {
      current = false;
    };
  }, [business, index, needsBusinesses, toast, userId]);
  if (!listed) return ownBusiness;
  const list = pathTo(index, "business-list");
  return list === null ? { at: "home" } : { at: "path", path: list };
};

export const HomeLanding = () => {
  const landing = useLanding();
  switch (landing.at) {
    case "deciding":
      return <PageLoading />;
    case "path":
      return <Navigate to={landing.path} replace />;
    case "home":
      return <HomePage />;
    default: {
      const unknown: never = landing;
      return unknown;
    }
  }
};
