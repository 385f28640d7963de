// Creating and updating a delivery company (POST and PUT /admin/delivery-companies): names are
// unique among companies, case-insensitively ('Delivery company already exists', 409, checked
// against the read model: companies are few and set by the provider's admins); an update may not
// take away a country's default (deliveryCompanyRules.ts), read from the provider settings.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { DELIVERY_COMPANIES_TABLE } from "../deliveryCompanies.projection";
import { DELIVERY_COMPANY_EXISTS, type DeliveryCompanyTerms, deliveryCompanyDecider, deliveryCompanyStreamId } from "../deliveryCompany";
import { defaultsLost, stillDefaultMessage } from "../deliveryCompanyRules";
import { providerSettingsOf } from "../providerSettings.projection";

const ensureNameFree = async (engine: Engine, name: string, companyId: string): Promise<void> => {
  const { rows } = await engine.readModels.list(DELIVERY_COMPANIES_TABLE, { where: { name: name.toLowerCase() }, limit: 2 });
  if (rows.some((row) => String(row.id) !== companyId)) throw new DomainError(DELIVERY_COMPANY_EXISTS, 409, ["name"]);
};

export const createDeliveryCompany = async (engine: Engine, company: DeliveryCompanyTerms & { readonly companyId: string }, options: RunOptions): Promise<string> => {
  const { companyId, ...terms } = company;
  await ensureNameFree(engine, terms.name, companyId);
  await engine.runner.run(deliveryCompanyDecider, deliveryCompanyStreamId(companyId), { type: "CreateDeliveryCompany", data: terms }, options);
  return companyId;
};

export const updateDeliveryCompany = async (
  engine: Engine,
  company: DeliveryCompanyTerms & { readonly companyId: string; readonly rev: number | undefined },
  options: RunOptions,
): Promise<void> => {
  const { companyId, ...terms } = company;
  await ensureNameFree(engine, terms.name, companyId);
  const settings = await providerSettingsOf(engine.readModels);
  const defaultOf = settings.countries.filter((entry) => entry.defaultCompanyId === companyId).map((entry) => entry.country);
  const [lost] = defaultsLost(terms, defaultOf);
  if (lost !== undefined) throw new DomainError(stillDefaultMessage(terms.name, lost), 409);
  await engine.runner.run(deliveryCompanyDecider, deliveryCompanyStreamId(companyId), { type: "UpdateDeliveryCompany", data: { ...terms, rev: company.rev } }, options);
};
