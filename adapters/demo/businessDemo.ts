// The first demo seeder (seedDemoData.ts): a Malaysian café business, "Kopi Kita Café", with
// its owner, its company legal info (SST registration, HQ address in Kuala Lumpur), three
// restaurants with their setting groups filled (profile, dine-in and pickup hours, delivery,
// service charge, accounting, restaurant setting, licence and release channel) and a team
// member with a role (menu and stock manager who may also read and update restaurants).
// Every body goes through the API's own input Schemas (decodeBody) and every write through the
// application functions the routes call (domain/business/application/).
import { openAccount } from "../../domain/auth/application/openAccount";
import { createBusiness } from "../../domain/business/application/createBusiness";
import { createRestaurant } from "../../domain/business/application/createRestaurant";
import { inviteTeamMember } from "../../domain/business/application/inviteTeamMember";
import { updateCompany } from "../../domain/business/application/updateCompany";
import { updateRestaurantSetting } from "../../domain/business/application/updateRestaurantSetting";
import { NewBusinessInput } from "../../domain/business/businessProfile";
import { CompanyInput } from "../../domain/business/company";
import { RestaurantProfileInput } from "../../domain/business/restaurantProfile";
import { SETTING_GROUPS, type SettingGroup } from "../../domain/business/restaurantSettings";
import { Grants } from "../../domain/business/team";
import { decodeBody } from "../server/decodeBody";
import type { DemoAccount, DemoBusinessFacts, DemoTools } from "./seedDemoData";

export const DEMO_OWNER_PHONE = "+60122220001";
export const DEMO_STAFF_PHONE = "+60122220002";
export const DEMO_BUSINESS_NAME = "Kopi Kita Café";
export const DEMO_BUSINESS_URL = "kopi-kita-cafe";

/** Opening hours by weekday, 0 = Sunday. */
const week = (weekday: string, end: string, sunday: string | null) =>
  Array.from({ length: 7 }, (_, day) =>
    day === 0
      ? { enable: sunday !== null, hours: sunday === null ? [] : [{ start: "09:00", end: sunday }] }
      : { enable: true, hours: [{ start: weekday, end }] });

const serviceCharge = { enable: true, rate: 10, orderTypes: ["DINE_IN"], taxable: false };
const accounting = { taxes: [{ systemCode: "MY_SST", taxCode: "SST", rate: 6, inclusive: false }], cashRounding: "0.05" };
const licence = { expiredAt: "2030-12-31T15:59:59.000Z", features: ["pickup", "delivery", "kds", "stock"] };

const receipt = (name: string) => ({
  timeZone: "Asia/Kuala_Lumpur",
  receiptHeader: `${name}\nTerima kasih!`,
  receiptFooter: "Follow us @kopikita",
  autoAcceptOnlineOrders: false,
});

interface DemoRestaurant {
  readonly profile: unknown;
  readonly settings: Partial<{ readonly [G in SettingGroup]: unknown }>;
}

const RESTAURANTS: ReadonlyArray<DemoRestaurant> = [
  {
    profile: {
      name: "Kopi Kita Bangsar",
      phoneNo: "+60322820001",
      address: { line1: "12 Jalan Telawi 3", line2: "Bangsar Baru", city: "Kuala Lumpur", postcode: "59100", state: "WP Kuala Lumpur", country: "MY" },
      location: { lat: 3.1326, lng: 101.6714 },
    },
    settings: {
      "dine-in": { enable: true, qrOrder: true, operatingHours: week("08:00", "22:00", "20:00") },
      pickup: { enable: true, preparationMinutes: 15, operatingHours: week("08:00", "21:30", "19:30") },
      "in-house-delivery": { enable: true, maxDistanceKm: 5, minimumOrder: 25, deliveryFee: 5, freeDeliveryFrom: 80, operatingHours: week("10:00", "21:00", null) },
      "service-charge-setting": serviceCharge,
      "accounting-setting": accounting,
      "restaurant-setting": receipt("Kopi Kita Bangsar"),
      license: licence,
      channel: { channel: "latest" },
    },
  },
  {
    profile: {
      name: "Kopi Kita KLCC",
      phoneNo: "+60321610002",
      address: { line1: "Lot G-12, Suria KLCC", city: "Kuala Lumpur", postcode: "50088", state: "WP Kuala Lumpur", country: "MY" },
      location: { lat: 3.1579, lng: 101.7123 },
    },
    settings: {
      "dine-in": { enable: true, qrOrder: false, operatingHours: week("10:00", "22:00", "22:00") },
      pickup: { enable: true, preparationMinutes: 10, operatingHours: week("10:00", "21:30", "21:30") },
      "feedme-delivery": { enable: true, maxDistanceKm: 8, minimumOrder: 30, operatingHours: week("11:00", "21:00", "21:00") },
      "service-charge-setting": { ...serviceCharge, orderTypes: ["DINE_IN", "PICKUP"] },
      "accounting-setting": accounting,
      "restaurant-setting": receipt("Kopi Kita KLCC"),
      license: licence,
      channel: { channel: "beta" },
    },
  },
  {
    profile: {
      name: "Kopi Kita Georgetown",
      phoneNo: "+6042611003",
      address: { line1: "88 Lebuh Armenian", city: "George Town", postcode: "10200", state: "Pulau Pinang", country: "MY" },
      location: { lat: 5.4149, lng: 100.3371 },
    },
    settings: {
      "dine-in": { enable: true, qrOrder: true, operatingHours: week("07:30", "17:00", null) },
      pickup: { enable: false, preparationMinutes: 20, operatingHours: week("07:30", "16:30", null) },
      "service-charge-setting": { enable: false, rate: 0, orderTypes: [], taxable: false },
      "accounting-setting": { ...accounting, cashRounding: "NONE" },
      "restaurant-setting": receipt("Kopi Kita Georgetown"),
    },
  },
];

const COMPANY = {
  name: "Kopi Kita Sdn Bhd",
  regNo: "202301012345 (1501234-K)",
  sstRegNo: "W10-2304-32000123",
  phoneNo: "03-2282 0000",
  address: { line1: "Level 8, Menara Kopi", line2: "No. 1 Jalan Kerinchi", city: "Kuala Lumpur", postcode: "59200", state: "WP Kuala Lumpur", country: "MY" },
};

/** The team member's role: runs the menu and stock, may see and adjust the restaurants. */
const STAFF_GRANTS = [
  { action: "manage", subject: "Menu" },
  { action: "manage", subject: "Stock" },
  { action: "read", subject: "Restaurant" },
  { action: "update", subject: "Restaurant" },
];

const account = async (tools: DemoTools, phoneNumber: string, name: string): Promise<DemoAccount> => {
  const passwordHash = await tools.passwordHash();
  const userId = await openAccount(tools.engine, { phoneNumber, name, passwordHash }, tools.actor);
  return { userId, name, phoneNumber, password: tools.password };
};

const openRestaurant = async (tools: DemoTools, businessId: string, demo: DemoRestaurant): Promise<string> => {
  const { engine, options } = tools;
  const profile = decodeBody(RestaurantProfileInput, demo.profile);
  const restaurantId = await createRestaurant(engine, { restaurantId: engine.context().newId(), businessId, profile }, options);
  for (const [group, body] of Object.entries(demo.settings) as ReadonlyArray<[SettingGroup, unknown]>) {
    await updateRestaurantSetting(engine, { restaurantId, group, input: decodeBody(SETTING_GROUPS[group].input, body) as never }, options);
  }
  return restaurantId;
};

export const businessDemo = async (tools: DemoTools): Promise<DemoBusinessFacts> => {
  const { engine, options } = tools;
  const owner = await account(tools, DEMO_OWNER_PHONE, "Aisyah Rahman");
  const staff = await account(tools, DEMO_STAFF_PHONE, "Daniel Tan");
  const input = decodeBody(NewBusinessInput, { name: DEMO_BUSINESS_NAME, url: DEMO_BUSINESS_URL, menuVersion: "v4" });
  const businessId = await createBusiness(engine, { ...input, businessId: engine.context().newId(), ownerId: owner.userId }, options);
  await updateCompany(engine, { businessId, company: decodeBody(CompanyInput, COMPANY), rev: undefined }, options);
  const restaurantIds: string[] = [];
  for (const restaurant of RESTAURANTS) restaurantIds.push(await openRestaurant(tools, businessId, restaurant));
  await inviteTeamMember(engine, { businessId, phoneNumber: staff.phoneNumber, grants: decodeBody(Grants, STAFF_GRANTS) }, options);
  return { owner, staff, businessId, businessName: DEMO_BUSINESS_NAME, restaurantIds };
};
