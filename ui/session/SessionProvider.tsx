// Hands the page's session actor (see startSession.ts) to every view, with hooks to read it:
// `useSession()` for the actor (to send events), `useSessionSelector` for a slice of its snapshot,
// and `useRoleFlags()` for the spec's derived flags of the signed-in user (null when signed out).
// The token carries no agent records, so an agent is known from the user's profile once it is
// loaded (`GET /my/user`): until then an agent's flags say it is not one (issue 18: the drawer's
// and the guards' agent entries otherwise never showed, and home sent an agent round in circles
// between the business list and '/').
import { useSelector } from "@xstate/react";
import { createContext, use, type ReactNode } from "react";
import { flagsFor, type RoleFlags } from "../../domain/auth/roleFlags";
import { sessionClaims } from "../../machines/auth/session.machine";
import { CurrentUserContext } from "./currentUserContext";
import type { SessionActor } from "./startSession";

type SessionSnapshot = ReturnType<SessionActor["getSnapshot"]>;

const SessionContext = createContext<SessionActor | null>(null);

export const SessionProvider = ({ session, children }: { readonly session: SessionActor; readonly children: ReactNode }) => (
  <SessionContext value={session}>{children}</SessionContext>
);

export const useSession = (): SessionActor => {
  const session = use(SessionContext);
  if (session === null) throw new Error("useSession needs a SessionProvider above it");
  return session;
};

export const useSessionSelector = <T,>(selector: (snapshot: SessionSnapshot) => T): T =>
  useSelector(useSession(), selector);

const sameFlags = (a: RoleFlags | null, b: RoleFlags | null) =>
  a === b || (a !== null && b !== null && (Object.keys(a) as Array<keyof RoleFlags>).every((key) => a[key] === b[key]));

export const useRoleFlags = (): RoleFlags | null => {
  const isAgent = use(CurrentUserContext)?.isAgent === true;
  return useSelector(
    useSession(),
    (snapshot) => {
      const claims = sessionClaims(snapshot.context);
      if (claims === null) return null;
      // The profile says agent; which agent records it holds matters only to the server.
      return flagsFor(isAgent && claims.agentIds.length === 0 ? { ...claims, agentIds: [claims.userId] } : claims);
    },
    sameFlags,
  );
};
