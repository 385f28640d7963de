// What a channel sees of a restaurant's menu at an instant (GET /restaurants/{id}/menu-v3/effective):
// the effective menu (effectiveMenu.ts) in the business's time zone; the delivery integrations
// publish it. Without an instant, now.
import type { Temporal } from "temporal-polyfill";
import type { Engine } from "../../engine/commandRunner";
import { businessTimeZone } from "../../loyalty/application/businessTimeZone";
import type { Channel } from "../availability";
import { type EffectiveMenu, effectiveMenu } from "../effectiveMenu";
import { loadMenu } from "./readMenu";

export interface ChannelQuery {
  readonly restaurantId: string;
  readonly businessId: string;
  readonly channel: Channel;
  readonly at?: Temporal.Instant | undefined;
}

export const channelMenu = async (engine: Engine, query: ChannelQuery): Promise<EffectiveMenu & { readonly timeZone: string }> => {
  const timeZone = await businessTimeZone(engine.readModels, query.businessId);
  const menu = await loadMenu(engine, query.restaurantId);
  return { ...effectiveMenu(menu, query.channel, query.at ?? engine.context(timeZone).now, timeZone, query.restaurantId), timeZone };
};
