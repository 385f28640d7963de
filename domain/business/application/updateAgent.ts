// Renaming an agent or changing its kind (PUT /agents/{id}); its code never changes (agent.ts).
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { type AgentKind, agentDecider, agentStreamId } from "../agent";

export interface AgentEdit {
  readonly agentId: string;
  readonly name: string;
  readonly kind: AgentKind;
  readonly rev: number | undefined;
}

export const updateAgent = async (engine: Engine, { agentId, name, kind, rev }: AgentEdit, options: RunOptions): Promise<void> => {
  await engine.runner.run(agentDecider, agentStreamId(agentId), { type: "UpdateAgent", data: { name, kind, rev } }, options);
};
