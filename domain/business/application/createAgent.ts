// Registering an agent (POST /agents): the user found by phone ('Invalid user', 404), the
// agent's code claimed on `agent-code-{code}` ('code has constraint', 409) and the agent
// `agent-{id}` created, in ONE unit of work: a code is never held by an agent that does not exist.
// The caller chooses the id: a request with an Idempotency-Key derives it from the key.
import { userOfPhone } from "../../auth/application/phoneOwner";
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { type NewAgentInput, agentDecider, agentStreamId } from "../agent";
import { agentCodeClaim, agentCodeStreamId } from "../uniqueClaim";

/** Registers the agent and answers its id (the first run's, for a repeated key). */
export const createAgent = async (engine: Engine, agent: typeof NewAgentInput.Type & { readonly agentId: string }, options: RunOptions): Promise<string> => {
  const { agentId, code } = agent;
  const { value } = await engine.runner.transact(async (unit) => {
    const userId = await userOfPhone(unit, agent.phoneNumber);
    await unit.decide(agentCodeClaim, agentCodeStreamId(code), { type: "Claim", data: { key: code, ownerId: agentId } });
    await unit.decide(agentDecider, agentStreamId(agentId), { type: "CreateAgent", data: { ...agent, agentId, userId } });
    return agentId;
  }, options);
  return value;
};
