// Changing what a team member may do in a business (PUT /businesses/{id}/team/{userId}).
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { businessDecider } from "../business";
import { businessStreamId } from "../businessModel";
import type { Grant } from "../team";

export interface GrantsChange {
  readonly businessId: string;
  readonly userId: string;
  readonly grants: ReadonlyArray<Grant>;
}

export const changeMemberGrants = async (engine: Engine, { businessId, userId, grants }: GrantsChange, options: RunOptions): Promise<void> => {
  await engine.runner.run(businessDecider, businessStreamId(businessId), { type: "ChangeMemberGrants", data: { userId, grants } }, options);
};
