// The POS version of a restaurant's till (domain/business/restaurantPosVersion.ts): the till
// reports it, the menu's POS gates read it.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { type PosVersionState, posVersionDecider, posVersionStreamId } from "../restaurantPosVersion";

export const reportPosVersion = async (engine: Engine, restaurantId: string, version: string, options: RunOptions): Promise<PosVersionState> =>
  (await engine.runner.run(posVersionDecider, posVersionStreamId(restaurantId), { type: "ReportPosVersion", data: { version } }, options)).state;

export const restaurantPosVersion = async (engine: Pick<Engine, "runner">, restaurantId: string): Promise<PosVersionState> =>
  (await engine.runner.load(posVersionDecider, posVersionStreamId(restaurantId))).state;
