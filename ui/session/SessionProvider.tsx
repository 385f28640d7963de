// Hands the page's session actor (see startSession.ts) to every view, with hooks to read it:
// `useSession()` for the actor (to send events), `useSessionSelector` for a slice of its snapshot,
// and `useRoleFlags()` for the spec's derived flags of the signed-in user (null when signed out).
import { useSelector } from "@xstate/react";
import { createContext, use, type ReactNode } from "react";
import { flagsFor, type RoleFlags } from "../../domain/auth/roles";
import { sessionClaims } from "../../machines/auth/session.machine";
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

export const useRoleFlags = (): RoleFlags | null =>
  useSelector(
    useSession(),
    (snapshot) => {
      const claims = sessionClaims(snapshot.context);
      return claims === null ? null : flagsFor(claims);
    },
    sameFlags,
  );
