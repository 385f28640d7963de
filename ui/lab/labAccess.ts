// Owns: who may open the Machine Lab (issue 8): admin and staff users, and anyone on a
// development build.
// Decisions: "development" is the app environment of the Vite dev server, or of a build made with
// VITE_APP_ENV=development (see LAB_APP_ENV in ./index.ts); sandbox and production builds open it
// to provider admins and staff only. `flags` is null when nobody is signed in.
import type { RoleFlags } from "../../domain/auth/roleFlags";

export const DEVELOPMENT_APP_ENV = "development";

export const canOpenLab = (flags: RoleFlags | null, appEnv: string): boolean =>
  appEnv === DEVELOPMENT_APP_ENV || (flags?.isAdminOrStaff ?? false);
