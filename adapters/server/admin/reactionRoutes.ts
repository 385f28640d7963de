// GET /api/v2/admin/reactions (ARCHITECTURE §2.6): the provider admin's view of the product's
// reactions, their lag and failures (adapters/engine/reactions/reactionStatus.ts), answered as
// `{data: [ReactionStatus]}`. The admin area's screen shows it (issue 14).
// Provider admins only, as the Reward job page it sits on (domain/auth/providerAreas.ts
// "rewardJob"); anyone else signed in is 403 'You are not allowed to do this'.
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { canUseProviderArea } from "../../../domain/auth/providerAreas";
import { flagsFor } from "../../../domain/auth/roles";
import { DomainError } from "../../../domain/engine/decider";
import { ReactionStatuses, reactionStatuses } from "../../../domain/engine/reactionStatus";
import { requireUser } from "../auth/requireUser";
import { FORBIDDEN } from "../business/access";
import { success } from "../envelope";
import { productReactions } from "../productReactions";

export const reactionRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;

  app.get("/admin/reactions", async (request) => {
    const user = await requireUser(request);
    if (!canUseProviderArea(flagsFor(user.claims), "rewardJob")) throw new DomainError(FORBIDDEN, 403);
    return success(Schema.encodeSync(ReactionStatuses)(await reactionStatuses(engine.store, productReactions)));
  });
};
