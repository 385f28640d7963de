// The route guards (spec 1 §2 routing rules): `SignedInOnly` wraps every page that needs a user
// (a missing user goes to auth-login; a route whose `allow` check fails for the user's roles goes
// to the business overview, or home when no business is in the address); `GuestOnly` wraps the
// auth screens (a user already present goes to '/'). Both follow the session as it changes, so
// signing out, or a refresh the server refuses, leaves the protected pages at once.
// The signed-in user's profile is loaded here (CurrentUserProvider): the token does not say who
// is an agent, so a route refused before the profile arrives waits for it (a spinner) instead of
// sending an agent away from its own pages.
import { Navigate, Outlet, useMatches, useParams } from "react-router";
import { AUTH_PATHS } from "./paths/authPaths";
import { CurrentUserProvider, useCurrentUser } from "../session/CurrentUserProvider";
import { useRoleFlags } from "../session/SessionProvider";
import { PageLoading } from "../shell/PageLoading";
import { handleOf } from "./routeHandle";
import { pathTo, useRouteIndex } from "./routeIndex";

const AllowedOnly = () => {
  const flags = useRoleFlags();
  const user = useCurrentUser();
  const matches = useMatches();
  const params = useParams();
  const index = useRouteIndex();
  if (flags === null) return <Navigate to={AUTH_PATHS.login} replace />;
  const refused = matches.some((match) => handleOf(match).allow?.(flags) === false);
  if (refused && user === null) return <PageLoading />;
  if (refused) return <Navigate to={pathTo(index, "business-overview", params) ?? "/"} replace />;
  return <Outlet />;
};

export const SignedInOnly = () => {
  const flags = useRoleFlags();
  if (flags === null) return <Navigate to={AUTH_PATHS.login} replace />;
  return (
    <CurrentUserProvider>
      <AllowedOnly />
    </CurrentUserProvider>
  );
};

export const GuestOnly = () => (useRoleFlags() === null ? <Outlet /> : <Navigate to="/" replace />);
