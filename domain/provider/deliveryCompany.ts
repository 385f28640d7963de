// The delivery company aggregate, stream `courier-company-{id}` (issue 18 "Delivery companies",
// spec 1 §3 / spec 4 "Provider types: GRAB_EXPRESS, PANDA_GO, KOSMO, IN_HOUSE, MANUAL", "quote
// status SHOW, HIDDEN, DISABLED"): a company the provider dispatches deliveries with, its
// provider type, whether its delivery quote is shown, and the countries it serves.
// Decisions where the spec is silent:
// - A company is {name (1 to 60 characters), providerType, quoteStatus, countries (at least one
//   of the product's countries, 'Choose at least one country')}; an update replaces all four.
// - Companies are never deleted: DISABLED retires one (its history and settings stay readable).
// - The stream is not `delivery-…`: the delivery platform projections read that prefix.
import { Schema } from "effect";
import { IsoInstant, isoOf, message } from "../auth/fields";
import { type DecideContext, type Decider, type Decision, accept, reject } from "../engine/decider";
import { staleRevision, withRevision } from "../business/revision";
import { COUNTRY_CODES } from "../shared/country";
import { requiredTrimmedText } from "../shared/fieldRules";
import { sameData } from "../shared/sameData";

export const PROVIDER_TYPES = ["GRAB_EXPRESS", "PANDA_GO", "KOSMO", "IN_HOUSE", "MANUAL"] as const;
export const ProviderType = Schema.Literals(PROVIDER_TYPES);
export type ProviderType = typeof ProviderType.Type;

export const QUOTE_STATUSES = ["SHOW", "HIDDEN", "DISABLED"] as const;
export const QuoteStatus = Schema.Literals(QUOTE_STATUSES);
export type QuoteStatus = typeof QuoteStatus.Type;

export const CountryCodeSchema = Schema.Literals(COUNTRY_CODES as ReadonlyArray<"MY" | "SG" | "ID" | "JP">);

export const DELIVERY_COMPANY_NOT_FOUND = "Delivery company not found";
export const DELIVERY_COMPANY_EXISTS = "Delivery company already exists";
export const NO_COUNTRY = "Choose at least one country";
export const COMPANY_NAME_MAX_LENGTH = 60;

const CompanyFields = {
  name: requiredTrimmedText("Company name is required", COMPANY_NAME_MAX_LENGTH),
  providerType: ProviderType,
  quoteStatus: QuoteStatus,
  countries: Schema.Array(CountryCodeSchema).check(Schema.isMinLength(1, { message: NO_COUNTRY }), Schema.isMaxLength(COUNTRY_CODES.length, { message: NO_COUNTRY })),
};
/** POST /admin/delivery-companies. */
export const DeliveryCompanyInput = Schema.Struct(CompanyFields);
export type DeliveryCompanyInput = typeof DeliveryCompanyInput.Type;
/** PUT /admin/delivery-companies/{id}. */
export const DeliveryCompanyUpdateInput = withRevision(CompanyFields);

const Stored = { name: Schema.String, providerType: ProviderType, quoteStatus: QuoteStatus, countries: Schema.Array(Schema.String) };
export const DeliveryCompanyEvent = Schema.Union([
  message("DeliveryCompanyCreated", { ...Stored, createdAt: IsoInstant }),
  message("DeliveryCompanyUpdated", { ...Stored, updatedAt: IsoInstant }),
]);
export type DeliveryCompanyEvent = typeof DeliveryCompanyEvent.Type;

export type DeliveryCompanyTerms = { readonly name: string; readonly providerType: ProviderType; readonly quoteStatus: QuoteStatus; readonly countries: ReadonlyArray<string> };

export type DeliveryCompanyCommand =
  | { readonly type: "CreateDeliveryCompany"; readonly data: DeliveryCompanyTerms }
  | { readonly type: "UpdateDeliveryCompany"; readonly data: DeliveryCompanyTerms & { readonly rev?: number | undefined } };

export type DeliveryCompanyState =
  | { readonly status: "none"; readonly revision: number }
  | { readonly status: "active"; readonly revision: number; readonly terms: DeliveryCompanyTerms };

/** Countries in the product's order, each once. */
const ordered = (countries: ReadonlyArray<string>): ReadonlyArray<string> => COUNTRY_CODES.filter((code) => countries.includes(code));

export const evolveDeliveryCompany = (state: DeliveryCompanyState, event: DeliveryCompanyEvent): DeliveryCompanyState => {
  const { name, providerType, quoteStatus, countries } = event.data;
  return { status: "active", revision: state.revision + 1, terms: { name, providerType, quoteStatus, countries } };
};

export const decideDeliveryCompany = (command: DeliveryCompanyCommand, state: DeliveryCompanyState, ctx: DecideContext): Decision<DeliveryCompanyEvent> => {
  const { name, providerType, quoteStatus } = command.data;
  const terms = { name, providerType, quoteStatus, countries: ordered(command.data.countries) };
  switch (command.type) {
    case "CreateDeliveryCompany":
      return state.status === "none" ? accept({ type: "DeliveryCompanyCreated", data: { ...terms, createdAt: isoOf(ctx.now) } }) : reject(DELIVERY_COMPANY_EXISTS, 409);
    case "UpdateDeliveryCompany": {
      if (state.status !== "active") return reject(DELIVERY_COMPANY_NOT_FOUND, 404);
      const stale = staleRevision<DeliveryCompanyEvent>(command.data.rev, state.revision);
      if (stale !== null) return stale;
      return sameData(state.terms, terms) ? accept() : accept({ type: "DeliveryCompanyUpdated", data: { ...terms, updatedAt: isoOf(ctx.now) } });
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const deliveryCompanyDecider: Decider<DeliveryCompanyState, DeliveryCompanyCommand, DeliveryCompanyEvent> = {
  initialState: { status: "none", revision: 0 },
  decide: decideDeliveryCompany,
  evolve: evolveDeliveryCompany,
};

export const DELIVERY_COMPANY_STREAM_PREFIX = "courier-company-";
export const deliveryCompanyStreamId = (companyId: string): string => `${DELIVERY_COMPANY_STREAM_PREFIX}${companyId}`;
