// The owner's edit of a business's profile (PUT /businesses/{id}/profile): name, thumbnail and
// URL. A new URL moves the slug's claim in the same unit of work as the profile
// (businessUrl.ts), so a refused edit (a stale `_rev`, a taken slug) leaves both as they were.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { businessDecider } from "../business";
import { businessStreamId } from "../businessModel";
import { type BusinessProfileInput, profileFromInput } from "../businessProfile";
import { currentUrl, moveUrl } from "./businessUrl";

export interface ProfileEdit extends Omit<BusinessProfileInput, "_rev"> {
  readonly businessId: string;
  /** The revision the edit was read at (`_rev` or If-Match), if the caller says. */
  readonly rev: number | undefined;
}

export const updateBusinessProfile = async (engine: Engine, edit: ProfileEdit, options: RunOptions): Promise<void> => {
  const { businessId, rev } = edit;
  const profile = profileFromInput(edit);
  await engine.runner.transact(async (unit) => {
    await moveUrl(unit, businessId, await currentUrl(unit, businessId), profile.url);
    await unit.decide(businessDecider, businessStreamId(businessId), { type: "UpdateBusinessProfile", data: { ...profile, rev } });
  }, options);
};
