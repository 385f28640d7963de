// Demo data of a new installation (ARCHITECTURE §3): on an empty store, unless DEMO_DATA=0,
// `npm start` fills the product with a believable café business so a first visitor has
// something to click through. Everything is written through the engine's command handler with
// the same input Schemas as the API (never raw inserts), so the demo obeys every rule and
// every read model is built from its events.
//
// The contract for an area that wants demo data (loyalty, marketing, menu...):
//   1. write `adapters/demo/<area>Demo.ts` exporting an `AreaSeeder`:
//        export const loyaltyDemo: AreaSeeder = {
//          area: "loyalty",
//          seed: async (tools, facts) => { await tools.run(decider, streamId, command); return { programmeId } },
//        };
//   2. add it to `AREA_SEEDERS` below (order matters: each seeder sees what earlier ones made).
// `facts` holds what earlier seeders created: always the demo owner and staff accounts, the
// business id and its restaurant ids (businessDemo.ts runs first), plus every key an earlier
// seeder returned (merged in; later keys win). A seeder makes what the API makes by calling the
// same application functions (domain/<area>/application/) with `tools.options`; `tools.run` runs
// one command through the same runner. Both stamp the actor `system:demo-data`; a rejected
// command throws and stops the start with its message.
//
// Decisions where the contract is silent:
// - Demo data is made only at the start that provisions the provider admin (the store was
//   empty), so it never appears in a store that already had data. `seedDemoData` is also a
//   no-op when the demo owner's phone is already taken, so calling it twice adds nothing.
// - The demo owner's password is `demo1234` outside production; in production it is random and
//   printed once at start, like the admin's (a well-known password would be a backdoor).
import type { FileStore } from "../files/fileStore";
import { randomBytes } from "node:crypto";
import type { CommandOutcome } from "../../domain/engine/commandHandler";
import type { RunOptions } from "../../domain/engine/commandRunner";
import type { Decider, DomainEvent } from "../../domain/engine/decider";
import type { PasswordHasher } from "../auth/passwordHasher";
import { userIdOfPhone } from "../server/auth/accountLookup";
import type { EngineRuntime } from "../server/engineRuntime";
import { adminDemo } from "./adminDemo";
import { dealerLeadDemo } from "./dealerLeadDemo";
import { DEMO_OWNER_PHONE, businessDemo } from "./businessDemo";
import { deliveryDemo } from "./deliveryDemo";
import { loyaltyDemo } from "./loyaltyDemo";
import { menuSharingDemo } from "./menuSharingDemo";
import { marketingDemo } from "./marketingDemo";
import { menuDemo } from "./menuDemo";
import { providerOpsDemo } from "./providerOpsDemo";
import { orderDemo } from "./orderDemo";
import { paymentsDemo } from "./paymentsDemo";

export const DEMO_ACTOR = "system:demo-data";
export const DEVELOPMENT_DEMO_PASSWORD = "demo1234";

export interface DemoAccount {
  readonly userId: string;
  readonly name: string;
  readonly phoneNumber: string;
  readonly password: string;
}

/** What the business seeder makes; every later seeder receives it (plus earlier additions). */
export type DemoBusinessFacts = {
  readonly owner: DemoAccount;
  /** A team member of the business with a role (grants), not a provider staff user. */
  readonly staff: DemoAccount;
  readonly businessId: string;
  readonly businessName: string;
  readonly restaurantIds: ReadonlyArray<string>;
};

export type DemoFacts = DemoBusinessFacts & { readonly [more: string]: unknown };

export interface DemoTools {
  readonly engine: EngineRuntime;
  /** The actor stamped on every demo append (`system:demo-data`). */
  readonly actor: string;
  /** Run options for application functions, as that actor. */
  readonly options: RunOptions;
  /** The password every demo account gets at this start, and its hash (computed once). */
  readonly password: string;
  readonly passwordHash: () => Promise<string>;
  /** Runs one command as `system:demo-data` and answers its outcome, or throws its DomainError. */
  readonly run: <S, C, E extends DomainEvent>(decider: Decider<S, C, E>, streamId: string, command: C) => Promise<CommandOutcome<S>>;
  /** Where uploads live (the demo's product thumbnails); null when the caller keeps no files. */
  readonly files: FileStore | null;
}

export interface AreaSeeder {
  readonly area: string;
  readonly seed: (tools: DemoTools, facts: DemoFacts) => Promise<Readonly<Record<string, unknown>> | void>;
}

/** The area seeders run after the business one, in this order (marketing first: the loyalty
 *  programme's rewards are its MEMBER_REWARD vouchers; the menu is independent of both; the admin
 *  section's last, then its dealer leads, which assign the admin demo's agent, and the provider's
 *  licence orders, delivery companies and settings, then the payout accounts; the GrabFood orders
 *  follow the delivery connection they arrive through). */
export const AREA_SEEDERS: ReadonlyArray<AreaSeeder> = [menuDemo, menuSharingDemo, marketingDemo, loyaltyDemo, deliveryDemo, orderDemo, adminDemo, dealerLeadDemo, providerOpsDemo, paymentsDemo];

export interface DemoSummary {
  readonly facts: DemoFacts;
}

const toolsFor = (engine: EngineRuntime, passwords: PasswordHasher, password: string, files: FileStore | null): DemoTools => {
  let hash: Promise<string> | null = null;
  return {
    engine,
    actor: DEMO_ACTOR,
    password,
    passwordHash: () => (hash ??= passwords.hash(password)),
    options: { actor: DEMO_ACTOR },
    run: (decider, streamId, command) => engine.runner.run(decider, streamId, command, { actor: DEMO_ACTOR }),
    files,
  };
};

export interface DemoOptions {
  /** false when DEMO_DATA=0. */
  readonly enabled: boolean;
  readonly production: boolean;
  /** The area seeders to run after the business one (AREA_SEEDERS unless a test says). */
  readonly seeders?: ReadonlyArray<AreaSeeder>;
  /** The server's file store, for demo uploads (none: the demo has no thumbnails). */
  readonly files?: FileStore;
}

/** Seeds the demo business and every area's demo data; null when disabled or already seeded. */
export const seedDemoData = async (engine: EngineRuntime, passwords: PasswordHasher, options: DemoOptions): Promise<DemoSummary | null> => {
  if (!options.enabled) return null;
  if ((await userIdOfPhone(engine, DEMO_OWNER_PHONE)) !== null) return null;
  const password = options.production ? randomBytes(12).toString("base64url") : DEVELOPMENT_DEMO_PASSWORD;
  const tools = toolsFor(engine, passwords, password, options.files ?? null);
  let facts: DemoFacts = await businessDemo(tools);
  for (const seeder of options.seeders ?? AREA_SEEDERS) {
    const added = await seeder.seed(tools, facts);
    if (added) facts = { ...facts, ...added };
  }
  return { facts };
};

/** The start-up lines naming the demo accounts. */
export const demoBanner = (summary: DemoSummary): ReadonlyArray<string> => {
  const { owner, staff, businessName, restaurantIds } = summary.facts;
  return [
    `Demo business "${businessName}" with ${restaurantIds.length} restaurants (DEMO_DATA=0 skips it on an empty store)`,
    `Demo owner: phone ${owner.phoneNumber}, password ${owner.password}`,
    `Demo staff: phone ${staff.phoneNumber}, password ${staff.password}`,
  ];
};
