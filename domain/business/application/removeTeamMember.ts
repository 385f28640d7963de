// Taking a member off a business's team (DELETE /businesses/{id}/team/{userId}).
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { businessDecider } from "../business";
import { businessStreamId } from "../businessModel";

export const removeTeamMember = async (
  engine: Engine,
  { businessId, userId }: { readonly businessId: string; readonly userId: string },
  options: RunOptions,
): Promise<void> => {
  await engine.runner.run(businessDecider, businessStreamId(businessId), { type: "RemoveTeamMember", data: { userId } }, options);
};
