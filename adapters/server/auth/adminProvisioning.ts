// The provider admin of a new installation (ARCHITECTURE §3): on an empty store, an account from
// ADMIN_PHONE / ADMIN_PASSWORD is opened and granted the admin role; the caller prints it.
// Decisions where the contract is silent:
// - Defaults: ADMIN_PHONE +60123456789; ADMIN_PASSWORD `admin1234` outside production (known to
//   developers and local test runs), and in production a random password generated at start and
//   printed once (a well-known production password would be a backdoor).
// - The account and its admin role are one unit of work: a start killed half-way leaves either
//   nothing (the next start provisions again) or a complete admin.
// - "Empty" means no event at all: once anything exists, ADMIN_* are ignored, so changing them
//   later never creates a second admin. Two servers starting on one empty database race on the
//   phone claim; the loser sees 'This phone number already in use' and leaves the winner's admin.
// - ADMIN_PHONE may be of any country; an invalid number or a password under 8 characters stops
//   the start with a message naming the variable.
import { randomBytes } from "node:crypto";
import { validatePassword } from "../../../domain/auth/credentials";
import { PHONE_IN_USE } from "../../../domain/auth/phoneClaim";
import { DomainError } from "../../../domain/engine/decider";
import { toE164 } from "../../../domain/shared/phone";
import type { PasswordHasher } from "../../auth/passwordHasher";
import type { EngineRuntime } from "../engineRuntime";
import { openAccount } from "../../../domain/auth/application/openAccount";

export const DEFAULT_ADMIN_PHONE = "+60123456789";
export const DEVELOPMENT_ADMIN_PASSWORD = "admin1234";
const ADMIN_NAME = "Admin";
const ACTOR = "system:provision-admin";

export interface AdminAccount {
  readonly phoneNumber: string;
  readonly password: string;
  readonly passwordSource: "ADMIN_PASSWORD" | "default" | "generated";
}

export const adminAccountFrom = (
  settings: { readonly adminPhone: string | undefined; readonly adminPassword: string | undefined },
  production: boolean,
): AdminAccount => {
  const phoneNumber = toE164(settings.adminPhone ?? DEFAULT_ADMIN_PHONE);
  if (phoneNumber === null) throw new Error(`ADMIN_PHONE is not a valid phone number: ${settings.adminPhone}`);
  if (settings.adminPassword !== undefined) {
    const problem = validatePassword(settings.adminPassword);
    if (problem !== null) throw new Error(`ADMIN_PASSWORD: ${problem}`);
    return { phoneNumber, password: settings.adminPassword, passwordSource: "ADMIN_PASSWORD" };
  }
  return production
    ? { phoneNumber, password: randomBytes(12).toString("base64url"), passwordSource: "generated" }
    : { phoneNumber, password: DEVELOPMENT_ADMIN_PASSWORD, passwordSource: "default" };
};

/** Opens the admin account when the store is empty; true when it did. */
export const provisionAdmin = async (engine: EngineRuntime, passwords: PasswordHasher, admin: AdminAccount): Promise<boolean> => {
  if ((await engine.store.readAll(0, 1)).length > 0) return false;
  const passwordHash = await passwords.hash(admin.password);
  try {
    await openAccount(engine, { phoneNumber: admin.phoneNumber, name: ADMIN_NAME, passwordHash, role: "admin" }, ACTOR);
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.message === PHONE_IN_USE) return false;
    throw error;
  }
};
