// The signed-in user's profile as a React context (filled by CurrentUserProvider.tsx), in a module
// of its own so the session's role flags (SessionProvider.tsx) can read whether the user is an
// agent: the access token does not say (adapters/http/authApi.ts), `GET /my/user` does.
import { createContext } from "react";
import type { CurrentUser } from "../ports/authPort";

export const CurrentUserContext = createContext<CurrentUser | null>(null);

/** True below a CurrentUserProvider that loads the profile (a nested one then adds nothing). */
export const CurrentUserLoaded = createContext(false);
