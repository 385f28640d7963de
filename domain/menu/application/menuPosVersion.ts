// The POS version a menu's writes are gated by (domain/menu/menuPosGates.ts): the oldest till
// among the restaurants selling the menu the restaurant uses (its master and those sharing it,
// menuSharing.ts); a till that never reported is left out. The menu screens read the same answer
// (`GET menu-v3/pos-version`), so the gates they show are the ones the server applies.
import { restaurantPosVersion } from "../../business/application/restaurantPosVersion";
import type { PosVersionState } from "../../business/restaurantPosVersion";
import type { Engine } from "../../engine/commandRunner";
import { oldestPosVersion } from "../menuPosGates";
import { menuGroupOf } from "./menuSharing";

export const menuPosVersion = async (ports: Pick<Engine, "runner" | "readModels">, restaurantId: string): Promise<PosVersionState> => {
  const tills = await Promise.all((await menuGroupOf(ports, restaurantId)).map((id) => restaurantPosVersion(ports, id)));
  const oldest = oldestPosVersion(tills.map((till) => till.version));
  return tills.find((till) => oldest !== null && till.version === oldest) ?? { version: null, reportedAt: null };
};
