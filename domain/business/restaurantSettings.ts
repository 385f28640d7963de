// The setting groups of a restaurant written by `PUT /restaurants/{id}/{group}` (spec 1 §3, §7),
// each as its body Schema and how the decoded body is stored. The payout account is not here:
// it is a state machine with its own command (payoutAccount.ts). Who may write which group
// (the licence and release channel are the provider's) is the server's check.
import { Schema } from "effect";
import { AccountingInput, ServiceChargeInput, accountingFromInput, serviceChargeFromInput } from "./chargesSettings";
import { DineInInput, FeedmeDeliveryInput, InHouseDeliveryInput, PickupInput } from "./orderingSettings";
import { ChannelInput, LicenseInput, licenseFromInput } from "./restaurantFeatures";
import { RestaurantProfileInput, restaurantProfileFromInput } from "./restaurantProfile";
import { MasterMenuStockInput } from "./masterMenuStock";
import { RemoteSupportsInput, RestaurantSettingInput } from "./restaurantSetting";

type Body = Schema.Struct<Schema.Struct.Fields>;

const group = <S extends Body, V>(input: S, store: (value: S["Type"]) => V) => ({ input, store });
const plain = <S extends Body>(input: S) => group(input, (value: S["Type"]): S["Type"] => value);

export const SETTING_GROUPS = {
  profile: group(RestaurantProfileInput, restaurantProfileFromInput),
  "feedme-delivery": plain(FeedmeDeliveryInput),
  "in-house-delivery": plain(InHouseDeliveryInput),
  pickup: plain(PickupInput),
  "dine-in": plain(DineInInput),
  license: group(LicenseInput, licenseFromInput),
  channel: plain(ChannelInput),
  "remote-supports": plain(RemoteSupportsInput),
  "service-charge-setting": group(ServiceChargeInput, serviceChargeFromInput),
  "accounting-setting": group(AccountingInput, accountingFromInput),
  "restaurant-setting": plain(RestaurantSettingInput),
  "fix-master-menu-stock": plain(MasterMenuStockInput),
};

export type SettingGroup = keyof typeof SETTING_GROUPS;
export const SETTING_GROUP_NAMES = Object.keys(SETTING_GROUPS) as ReadonlyArray<SettingGroup>;

export type SettingInput<G extends SettingGroup> = (typeof SETTING_GROUPS)[G]["input"]["Type"];
export type SettingValue<G extends SettingGroup> = ReturnType<(typeof SETTING_GROUPS)[G]["store"]>;

/** One group's new value, as a command and an event carry it. */
export type SettingChange = { readonly [G in SettingGroup]: { readonly group: G; readonly value: SettingValue<G> } }[SettingGroup];

/** Every group's value; null until first written (the profile is written at creation). */
export type RestaurantSettings = { readonly [G in SettingGroup]: SettingValue<G> | null };

/** The change a decoded body of `group` makes. */
export const settingChange = <G extends SettingGroup>(name: G, input: SettingInput<G>): SettingChange => {
  const store = SETTING_GROUPS[name].store as (value: SettingInput<G>) => SettingValue<G>;
  return { group: name, value: store(input) } as SettingChange;
};

export const emptySettings = (profile: SettingValue<"profile">): RestaurantSettings => ({
  ...(Object.fromEntries(SETTING_GROUP_NAMES.map((name) => [name, null])) as { [G in SettingGroup]: null }),
  profile,
});
