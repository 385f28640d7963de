// GET /api/v2/admin/reactions (ARCHITECTURE §2.6): the provider admin's view of the product's
// reactions (productReactions.ts `allReactions`), their lag and failures
// (domain/engine/reactionStatus.ts), answered as `{data: [ReactionStatus]}`. The admin area's screen shows it (issue 14).
// Provider admins only, as the Reward job page it sits on (domain/auth/providerAreas.ts
// "rewardJob"); anyone else signed in is 403 'You are not allowed to do this'.
//   POST /admin/reactions/{name}/rerun {} → the statuses, once the failing event is due again now
//   (domain/engine/reactionRerun.ts: recorded with who asked; 'Reaction not found' 404 for an
//   unknown name, 'Only a failed reaction can be re-run' 409 for a healthy one).
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { canUseProviderArea } from "../../../domain/auth/providerAreas";
import { flagsFor } from "../../../domain/auth/roleFlags";
import { DomainError } from "../../../domain/engine/decider";
import { ReactionStatuses, reactionStatuses } from "../../../domain/engine/reactionStatus";
import { requestReactionRerun } from "../../../domain/engine/reactionRerun";
import { callerOf } from "../business/caller";
import { requireUser } from "../auth/requireUser";
import { FORBIDDEN } from "../business/access";
import { success } from "../envelope";
import type { Reaction } from "../../../domain/engine/reaction";

export const REACTION_NOT_FOUND = "Reaction not found";

export const reactionRoutes = async (app: FastifyInstance, { reactions }: { readonly reactions: ReadonlyArray<Reaction> }): Promise<void> => {
  const { engine } = app.identity;

  app.get("/admin/reactions", async (request) => {
    const user = await requireUser(request);
    if (!canUseProviderArea(flagsFor(user.claims), "rewardJob")) throw new DomainError(FORBIDDEN, 403);
    return success(Schema.encodeSync(ReactionStatuses)(await reactionStatuses(engine.store, reactions)));
  });

  app.post<{ Params: { name: string } }>("/admin/reactions/:name/rerun", async (request) => {
    const caller = await callerOf(request, engine);
    if (!canUseProviderArea(flagsFor(caller.user.claims), "rewardJob")) throw new DomainError(FORBIDDEN, 403);
    const { name } = request.params;
    const status = (await reactionStatuses(engine.store, reactions)).find((reaction) => reaction.name === name);
    if (status === undefined) throw new DomainError(REACTION_NOT_FOUND, 404);
    await requestReactionRerun(engine, status, caller.options());
    return success(Schema.encodeSync(ReactionStatuses)(await reactionStatuses(engine.store, reactions)));
  });
};
