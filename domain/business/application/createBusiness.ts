// Creating a business (POST /businesses, the demo and seed businesses): its URL slug's claim and
// the business `business-{id}` with its creator as owner, decided in ONE unit of work and appended
// in one transaction. A taken slug answers 'url has constraint' (409) and nothing is written; a
// crash can never leave a slug claimed by a business that does not exist.
// The caller chooses the id: a request with an Idempotency-Key derives it from the key
// (adapters/server/business/caller.ts), so a retry lands on the same business.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import type { UnitOfWork } from "../../engine/unitOfWork";
import { businessDecider } from "../business";
import { businessStreamId } from "../businessModel";
import { DEFAULT_MENU_VERSION, type NewBusinessInput, profileFromInput } from "../businessProfile";
import { moveUrl } from "./businessUrl";

export interface NewBusiness extends NewBusinessInput {
  readonly businessId: string;
  readonly ownerId: string;
}

/** The business's steps inside a unit of work of a larger use case (a dealer lead's conversion). */
export const createBusinessIn = async (unit: UnitOfWork, business: NewBusiness): Promise<string> => {
  const { businessId, ownerId } = business;
  const profile = profileFromInput(business);
  const menuVersion = business.menuVersion ?? DEFAULT_MENU_VERSION;
  await moveUrl(unit, businessId, null, profile.url);
  await unit.decide(businessDecider, businessStreamId(businessId), { type: "CreateBusiness", data: { ...profile, businessId, menuVersion, ownerId } });
  return businessId;
};

/** Creates the business and answers its id (the first run's, for a repeated key). */
export const createBusiness = async (engine: Engine, business: NewBusiness, options: RunOptions): Promise<string> => {
  const { value } = await engine.runner.transact((unit) => createBusinessIn(unit, business), options);
  return value;
};
