// The one registry of every explicit state machine (ARCHITECTURE §2.3): the in-app Machine Lab
// lists, draws and drives these entries with their sample input and mock actors, and
// machines/catalogue.test.ts walks each with xstate/graph and fails when a `*.machine.ts` is
// missing here. Areas keep their entries beside their machines and are gathered here.
import { utilCheckEntry } from "./admin/utilCheckCatalogue";
import { authCatalogue } from "./auth/authCatalogue";
import { businessCatalogue } from "./business/businessCatalogue";
import { customerCatalogue } from "./customer/customerCatalogue";
import type { CatalogueEntry } from "./catalogueEntry";
import { deliveryCatalogue } from "./delivery/deliveryCatalogue";
import { dealerLeadStatusEntry } from "./business/dealerLeadCatalogue";
import { payoutAccountStatusEntry } from "./admin/payoutAccountCatalogue";
import { orderStatusEntry } from "./orders/orderCatalogue";
import { loyaltyCatalogue } from "./loyalty/loyaltyCatalogue";
import { menuCatalogue } from "./menu/menuCatalogue";
import { marketingSettingCatalogue } from "./loyalty/marketingSettingCatalogue";
import { rewardSendEntry } from "./loyalty/rewardSendCatalogue";
import { storePurchaseEntry } from "./loyalty/storePurchaseCatalogue";
import { voucherWizardEntry } from "./marketing/voucherWizardCatalogue";
import { promotionCatalogue } from "./marketing/promotionCatalogue";
import { voucherMachinesCatalogue } from "./marketing/voucherMachinesCatalogue";

export type { CatalogueEntry } from "./catalogueEntry";

export const catalogue: ReadonlyArray<CatalogueEntry> = [...authCatalogue, ...businessCatalogue, ...marketingSettingCatalogue, ...loyaltyCatalogue, rewardSendEntry, storePurchaseEntry, voucherWizardEntry, ...promotionCatalogue, ...voucherMachinesCatalogue, ...customerCatalogue, ...menuCatalogue, ...deliveryCatalogue, dealerLeadStatusEntry, utilCheckEntry, orderStatusEntry, payoutAccountStatusEntry];

export const catalogueEntryById = (id: string): CatalogueEntry | undefined =>
  catalogue.find((entry) => entry.id === id);
