// The route guards (spec 1 §2 routing rules): `SignedInOnly` wraps every page that needs a user
// (a missing user goes to auth-login; a route whose `allow` check fails for the user's roles goes
// to the business overview, or home when no business is in the address); `GuestOnly` wraps the
// auth screens (a user already present goes to '/'). Both follow the session as it changes, so
// signing out, or a refresh the server refuses, leaves the protected pages at once.
import { Navigate, Outlet, useMatches, useParams } from "react-router";
import { AUTH_PATHS } from "./paths/authPaths";
import { useRoleFlags } from "../session/SessionProvider";
import { handleOf } from "./routeHandle";
import { pathTo, useRouteIndex } from "./routeIndex";

export const SignedInOnly = () => {
  const flags = useRoleFlags();
  const matches = useMatches();
  const params = useParams();
  const index = useRouteIndex();
  if (flags === null) return <Navigate to={AUTH_PATHS.login} replace />;
  const refused = matches.some((match) => handleOf(match).allow?.(flags) === false);
  if (refused) return <Navigate to={pathTo(index, "business-overview", params) ?? "/"} replace />;
  return <Outlet />;
};

export const GuestOnly = () => (useRoleFlags() === null ? <Outlet /> : <Navigate to="/" replace />);
