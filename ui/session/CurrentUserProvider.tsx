// The signed-in user's profile (GET /my/user) for every page of the app layout, loaded once per
// user: again whenever the session's user changes (sign-in, switch user, switch back).
// `useCurrentUser()` answers null until it arrives.
// The route guard (ui/app/guards.tsx) provides it above the layout, so a role check can wait for
// an agent's profile; a provider inside another only hands its parent's on (one load per user).
// Decision: a 401 'Unauthorized request' means the kept token is no longer accepted (revoked by a
// password change or a sign-out elsewhere): the session signs out, and the guard shows login.
import { use, useEffect, useState, type ReactNode } from "react";
import { messageOf } from "../../machines/auth/notice";
import { UNAUTHORIZED } from "../../machines/auth/session.machine";
import type { CurrentUser } from "../ports/authPort";
import { usePorts } from "../ports/PortsProvider";
import { CurrentUserContext, CurrentUserLoaded } from "./currentUserContext";
import { useSession, useSessionSelector } from "./SessionProvider";


const LoadingCurrentUser = ({ children }: { readonly children: ReactNode }) => {
  const { auth } = usePorts();
  const session = useSession();
  const userId = useSessionSelector((snapshot) => snapshot.context.userId);
  const [loaded, setLoaded] = useState<{ readonly userId: string; readonly user: CurrentUser } | null>(null);
  useEffect(() => {
    if (userId === null) return;
    let current = true;
    auth.currentUser().then(
      (user) => {
        if (current) setLoaded({ userId, user });
      },
      (error: unknown) => {
        if (current && messageOf(error) === UNAUTHORIZED) session.send({ type: "session.signOut" });
      },
    );
    return () => {
      current = false;
    };
  }, [auth, session, userId]);
  const user = loaded !== null && loaded.userId === userId ? loaded.user : null;
  return (
    <CurrentUserLoaded value>
      <CurrentUserContext value={user}>{children}</CurrentUserContext>
    </CurrentUserLoaded>
  );
};

export const CurrentUserProvider = ({ children }: { readonly children: ReactNode }) =>
  use(CurrentUserLoaded) ? children : <LoadingCurrentUser>{children}</LoadingCurrentUser>;

export const useCurrentUser = (): CurrentUser | null => use(CurrentUserContext);
