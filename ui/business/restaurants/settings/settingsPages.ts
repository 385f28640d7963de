// Owns: the restaurant settings pages, one per group of spec 1 §3, in the order the drawer lists
// them: the group's path segment (its API name), label, icon, who may open it, and its lazy page.
// Decision where the spec is silent: the licence page is offered to the provider (admin or staff)
// only, since only the provider may write it; every other group to whoever manages the restaurant.
import type { ComponentType } from "react";
import type { RoleFlags } from "../../../../domain/auth/roleFlags";

export interface SettingsPage {
  readonly path: string;
  readonly label: string;
  readonly icon: string;
  readonly allow?: (flags: RoleFlags) => boolean;
  readonly load: () => Promise<ComponentType>;
}

export const SETTINGS_PAGES: ReadonlyArray<SettingsPage> = [
  { path: "profile", label: "Profile", icon: "pi pi-id-card", load: async () => (await import("./groups/ProfileSettingsPage")).ProfileSettingsPage },
  {
    path: "restaurant-setting",
    label: "Restaurant setting",
    icon: "pi pi-cog",
    load: async () => (await import("./groups/GeneralSettingsPage")).GeneralSettingsPage,
  },
  { path: "dine-in", label: "Dine-in", icon: "pi pi-users", load: async () => (await import("./groups/ServiceModeSettingsPages")).DineInSettingsPage },
  { path: "pickup", label: "Pickup", icon: "pi pi-shopping-bag", load: async () => (await import("./groups/ServiceModeSettingsPages")).PickupSettingsPage },
  {
    path: "feedme-delivery",
    label: "Provider delivery",
    icon: "pi pi-truck",
    load: async () => (await import("./groups/DeliverySettingsPages")).FeedmeDeliverySettingsPage,
  },
  {
    path: "in-house-delivery",
    label: "In-house delivery",
    icon: "pi pi-car",
    load: async () => (await import("./groups/DeliverySettingsPages")).InHouseDeliverySettingsPage,
  },
  {
    path: "service-charge-setting",
    label: "Service charge",
    icon: "pi pi-percentage",
    load: async () => (await import("./groups/ChargeSettingsPages")).ServiceChargeSettingsPage,
  },
  {
    path: "accounting-setting",
    label: "Accounting",
    icon: "pi pi-calculator",
    load: async () => (await import("./groups/ChargeSettingsPages")).AccountingSettingsPage,
  },
  { path: "payout-account", label: "Payout account", icon: "pi pi-wallet", load: async () => (await import("./payout/PayoutAccountPage")).PayoutAccountPage },
  {
    path: "license",
    label: "Licence",
    icon: "pi pi-verified",
    allow: (flags) => flags.isAdminOrStaff,
    load: async () => (await import("./groups/LicenseSettingsPages")).LicenseSettingsPage,
  },
  { path: "channel", label: "Release channel", icon: "pi pi-sitemap", load: async () => (await import("./groups/LicenseSettingsPages")).ChannelSettingsPage },
  {
    path: "remote-supports",
    label: "Remote support",
    icon: "pi pi-desktop",
    load: async () => (await import("./groups/RemoteSupportSettingsPage")).RemoteSupportSettingsPage,
  },
  {
    path: "fix-master-menu-stock",
    label: "Master menu stock",
    icon: "pi pi-box",
    load: async () => (await import("./groups/MasterMenuStockSettingsPage")).MasterMenuStockSettingsPage,
  },
];
