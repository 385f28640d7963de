// The provider settings aggregate, one stream `provider-settings` (issue 18 "Settings: delivery
// setting (default delivery company per country, fees) and SMS setting (the OTP transport and
// its sender, with a test send)"; spec 1 §1 "settings (delivery setting, SMS setting)").
// Decisions where the spec is silent:
// - The delivery setting is one entry per country the product knows: its default delivery
//   company (or none), a base fee and a fee per km, each money in the country's currency and
//   decimals (spec 1 §9), 0 or more ('Fee must be in {currency} with {n} decimals',
//   'Fee cannot be negative'); countries left out have no setting. Saving replaces the whole
//   setting at the revision it was read at.
// - Which company may be a default is deliveryCompanyRules.ts; the application function checks
//   it against the companies read model.
// - The SMS setting is the sender name the messages carry (1 to 11 letters, digits or spaces, the
//   alphanumeric sender id of SMS, 'Sender must be 1 to 11 letters, digits or spaces'). The
//   transport itself is chosen by the server's OTP_TRANSPORT (ARCHITECTURE §3), shown, not set.
// - A test send is recorded (to whom, through which transport, with which sender, when), so the
//   page says when the last one went.
import { Schema } from "effect";
import { IsoInstant, PhoneNumber, isoOf, message } from "../auth/fields";
import { staleRevision, withRevision } from "../business/revision";
import { type DecideContext, type Decider, type Decision, accept, reject } from "../engine/decider";
import { COUNTRY_CONFIGS, isCountryCode } from "../shared/country";
import { Money } from "../shared/money";
import { sameData } from "../shared/sameData";
import { boundedId } from "../shared/inputBounds";
import { CountryCodeSchema } from "./deliveryCompany";

export const SENDER_RULE = "Sender must be 1 to 11 letters, digits or spaces";
export const FEE_NEGATIVE = "Fee cannot be negative";
export const DUPLICATE_COUNTRY = "Each country once";
export const feeCurrencyMessage = (country: string): string => {
  const config = isCountryCode(country) ? COUNTRY_CONFIGS[country] : null;
  return config === null ? "Invalid currency" : `Fee must be in ${config.currency.code} with ${config.decimals} decimals`;
};

export const CountryDelivery = Schema.Struct({
  country: CountryCodeSchema,
  defaultCompanyId: Schema.NullOr(boundedId("Delivery company not found")),
  baseFee: Money,
  perKmFee: Money,
});
export type CountryDelivery = typeof CountryDelivery.Type;

/** PUT /admin/settings/delivery. */
export const DeliverySettingInput = withRevision({
  countries: Schema.Array(CountryDelivery).check(Schema.isMaxLength(4, { message: DUPLICATE_COUNTRY })),
});
export type DeliverySetting = { readonly countries: ReadonlyArray<CountryDelivery> };

export const SmsSender = Schema.Trim.check(Schema.makeFilter((text: string) => /^[A-Za-z0-9 ]{1,11}$/.test(text) || SENDER_RULE));
/** PUT /admin/settings/sms. */
export const SmsSettingInput = withRevision({ sender: SmsSender });
export type SmsSetting = { readonly sender: string };
/** POST /admin/settings/sms/test-send. */
export const SmsTestInput = Schema.Struct({ phoneNumber: PhoneNumber });

export const ProviderSettingsEvent = Schema.Union([
  message("DeliverySettingChanged", { countries: Schema.Array(CountryDelivery), changedAt: IsoInstant }),
  message("SmsSettingChanged", { sender: Schema.String, changedAt: IsoInstant }),
  message("SmsTestSent", { target: Schema.String, transport: Schema.String, sender: Schema.String, sentAt: IsoInstant }),
]);
export type ProviderSettingsEvent = typeof ProviderSettingsEvent.Type;

export type ProviderSettingsCommand =
  | { readonly type: "SetDeliverySetting"; readonly data: DeliverySetting & { readonly rev?: number | undefined } }
  | { readonly type: "SetSmsSetting"; readonly data: SmsSetting & { readonly rev?: number | undefined } }
  | { readonly type: "RecordSmsTest"; readonly data: { readonly target: string; readonly transport: string; readonly sender: string } };

export interface ProviderSettingsState {
  readonly revision: number;
  readonly delivery: DeliverySetting;
  readonly sms: SmsSetting | null;
}

/** Null when every fee is in its country's currency and decimals and not negative, else the problem. */
export const deliverySettingProblem = (setting: DeliverySetting): { readonly message: string; readonly path: ReadonlyArray<string | number> } | null => {
  const seen = new Set<string>();
  for (const [index, entry] of setting.countries.entries()) {
    if (seen.has(entry.country)) return { message: DUPLICATE_COUNTRY, path: ["countries", index, "country"] };
    seen.add(entry.country);
    const config = COUNTRY_CONFIGS[entry.country];
    for (const fee of ["baseFee", "perKmFee"] as const) {
      const money = entry[fee];
      if (money.currency !== config.currency.code || money.precision !== config.decimals) return { message: feeCurrencyMessage(entry.country), path: ["countries", index, fee] };
      if (money.amount < 0) return { message: FEE_NEGATIVE, path: ["countries", index, fee] };
    }
  }
  return null;
};

export const evolveProviderSettings = (state: ProviderSettingsState, event: ProviderSettingsEvent): ProviderSettingsState => {
  const revision = state.revision + 1;
  switch (event.type) {
    case "DeliverySettingChanged": return { ...state, revision, delivery: { countries: event.data.countries } };
    case "SmsSettingChanged": return { ...state, revision, sms: { sender: event.data.sender } };
    case "SmsTestSent": return { ...state, revision };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

export const decideProviderSettings = (command: ProviderSettingsCommand, state: ProviderSettingsState, ctx: DecideContext): Decision<ProviderSettingsEvent> => {
  const changedAt = isoOf(ctx.now);
  switch (command.type) {
    case "SetDeliverySetting": {
      const stale = staleRevision<ProviderSettingsEvent>(command.data.rev, state.revision);
      if (stale !== null) return stale;
      const problem = deliverySettingProblem(command.data);
      if (problem !== null) return reject(problem.message, 400);
      const countries = [...command.data.countries].sort((a, b) => a.country.localeCompare(b.country));
      return sameData(state.delivery.countries, countries) ? accept() : accept({ type: "DeliverySettingChanged", data: { countries, changedAt } });
    }
    case "SetSmsSetting": {
      const stale = staleRevision<ProviderSettingsEvent>(command.data.rev, state.revision);
      if (stale !== null) return stale;
      return state.sms?.sender === command.data.sender ? accept() : accept({ type: "SmsSettingChanged", data: { sender: command.data.sender, changedAt } });
    }
    case "RecordSmsTest": return accept({ type: "SmsTestSent", data: { ...command.data, sentAt: changedAt } });
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const providerSettingsDecider: Decider<ProviderSettingsState, ProviderSettingsCommand, ProviderSettingsEvent> = {
  initialState: { revision: 0, delivery: { countries: [] }, sms: null },
  decide: decideProviderSettings,
  evolve: evolveProviderSettings,
};

export const PROVIDER_SETTINGS_STREAM = "provider-settings";
/** The SMS sender until one is set. */
export const DEFAULT_SMS_SENDER = "FeedMe";
