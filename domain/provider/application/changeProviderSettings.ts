// Changing the provider settings (PUT /admin/settings/delivery and /admin/settings/sms): a
// country's default delivery company must exist, serve the country and not be disabled
// (deliveryCompanyRules.ts), checked against the companies read model; fees are the decider's.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { DELIVERY_COMPANIES_TABLE } from "../deliveryCompanies.projection";
import type { DeliveryCompanyTerms } from "../deliveryCompany";
import { canBeDefault, notServingMessage } from "../deliveryCompanyRules";
import { type DeliverySetting, PROVIDER_SETTINGS_STREAM, type SmsSetting, providerSettingsDecider } from "../providerSettings";

export const changeDeliverySetting = async (engine: Engine, change: DeliverySetting & { readonly rev: number | undefined }, options: RunOptions): Promise<void> => {
  for (const [index, entry] of change.countries.entries()) {
    if (entry.defaultCompanyId === null) continue;
    const company = (await engine.readModels.get(DELIVERY_COMPANIES_TABLE, entry.defaultCompanyId)) as DeliveryCompanyTerms | undefined;
    if (company === undefined || !canBeDefault(company, entry.country)) {
      throw new DomainError(notServingMessage(entry.country), 400, ["countries", index, "defaultCompanyId"]);
    }
  }
  await engine.runner.run(providerSettingsDecider, PROVIDER_SETTINGS_STREAM, { type: "SetDeliverySetting", data: change }, options);
};

export const changeSmsSetting = async (engine: Engine, change: SmsSetting & { readonly rev: number | undefined }, options: RunOptions): Promise<void> => {
  await engine.runner.run(providerSettingsDecider, PROVIDER_SETTINGS_STREAM, { type: "SetSmsSetting", data: change }, options);
};
