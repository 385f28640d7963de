// The restaurant setting groups (spec 1 §3, §7), under /api/v2:
//   PUT /restaurants/{restaurantId}/{group}   the group's body + _rev (or If-Match) → the restaurant
//     for group in profile, feedme-delivery, in-house-delivery, pickup, dine-in, license, channel,
//     remote-supports, service-charge-setting, accounting-setting, restaurant-setting,
//     fix-master-menu-stock
//   PUT /restaurants/{restaurantId}/payout-account  {enable, status, account} + _rev → the restaurant
//   GET /restaurants/{restaurantId}/restaurant-setting → the restaurant-setting group (null if unset)
// Writing needs `update Restaurant` in the restaurant's business.
// Decisions where the spec is silent: the licence is the provider's to set (admin, or staff
// with a level-0 grant); so is reviewing a payout account (payoutAccount.ts). Switching
// feedme-delivery on needs POS 6.12.0 (spec 4 §9 feedmeDelivery) from the till the menu and
// delivery gates read (menuPosGate.ts): 400 'Required POS version 6.12.0', nothing changed.
import type { FastifyInstance } from "fastify";
import { changePayoutAccount } from "../../../domain/business/application/changePayoutAccount";
import { updateRestaurantSetting } from "../../../domain/business/application/updateRestaurantSetting";
import { switchesFeedmeDeliveryOn } from "../../../domain/business/orderingSettings";
import { PayoutAccountInput } from "../../../domain/business/payoutAccount";
import { SETTING_GROUPS, SETTING_GROUP_NAMES, type SettingGroup, type SettingInput } from "../../../domain/business/restaurantSettings";
import { withRevision } from "../../../domain/business/revision";
import type { Row } from "../../../domain/engine/projection";
import { decodeBody } from "../decodeBody";
import { gatePosFeatures } from "../menu/menuPosGate";
import { success } from "../envelope";
import { forbidUnless, isProvider, readableRestaurant, restaurantFor } from "./access";
import { type Caller, callerOf } from "./caller";
import { restaurantAnswer } from "./restaurantView";

type ById = { Params: { restaurantId: string } };
const PROVIDER_GROUPS: ReadonlySet<SettingGroup> = new Set(["license"]);
const PayoutBody = withRevision(PayoutAccountInput.fields);

export const restaurantSettingRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;

  const writable = async (caller: Caller, restaurantId: string, group: SettingGroup | "payout-account"): Promise<Row> => {
    if (group !== "payout-account" && PROVIDER_GROUPS.has(group)) {
      const row = await readableRestaurant(caller, restaurantId);
      forbidUnless(isProvider(caller, "update", "Restaurant"));
      return row;
    }
    return restaurantFor(caller, restaurantId, "update");
  };

  const route = <G extends SettingGroup>(group: G) => {
    const Body = withRevision(SETTING_GROUPS[group].input.fields);
    app.put<ById>(`/restaurants/:restaurantId/${group}`, async (request) => {
      const caller = await callerOf(request, engine);
      const row = await writable(caller, request.params.restaurantId, group);
      const { _rev, ...input } = decodeBody(Body, request.body);
      if (group === "feedme-delivery" && switchesFeedmeDeliveryOn((row.settings as Row | undefined)?.[group] as { enable: boolean } | null, input as { enable: boolean })) {
        await gatePosFeatures(engine, String(row.id), ["feedmeDelivery"]);
      }
      const edit = { restaurantId: String(row.id), group, input: input as SettingInput<G>, rev: caller.revision(_rev) };
      await updateRestaurantSetting(engine, edit, caller.options());
      return restaurantAnswer(caller, String(row.id));
    });
  };
  for (const group of SETTING_GROUP_NAMES) route(group);

  app.put<ById>("/restaurants/:restaurantId/payout-account", async (request) => {
    const caller = await callerOf(request, engine);
    const row = await writable(caller, request.params.restaurantId, "payout-account");
    const { _rev, ...payoutAccount } = decodeBody(PayoutBody, request.body);
    const reviewer = isProvider(caller, "update", "Restaurant");
    await changePayoutAccount(engine, { restaurantId: String(row.id), payoutAccount, reviewer, rev: caller.revision(_rev) }, caller.options());
    return restaurantAnswer(caller, String(row.id));
  });

  app.get<ById>("/restaurants/:restaurantId/restaurant-setting", async (request) => {
    const caller = await callerOf(request, engine);
    const row = await readableRestaurant(caller, request.params.restaurantId);
    return success((row.settings as Row)["restaurant-setting"] ?? null);
  });
};
