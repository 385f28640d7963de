// Owns: the provider settings as the API answers them (issue 18): the delivery setting, the SMS
// setting with the server's OTP transport, and the last test send; one response Schema.
import { Schema } from "effect";
import { CountryDelivery } from "./providerSettings";

export const SmsTest = Schema.Struct({ target: Schema.String, transport: Schema.String, sender: Schema.String, sentAt: Schema.String });
export type SmsTest = typeof SmsTest.Type;

export const ProviderSettings = Schema.Struct({
  delivery: Schema.Struct({ countries: Schema.Array(CountryDelivery) }),
  sms: Schema.Struct({
    sender: Schema.String,
    /** The server's OTP transport (OTP_TRANSPORT): read-only here. */
    transport: Schema.String,
    lastTest: Schema.NullOr(SmsTest),
  }),
  _rev: Schema.Number,
});
export type ProviderSettings = typeof ProviderSettings.Type;

/** What a test send answers: the code it sent, to compare with what the phone shows. */
export const SmsTestResult = Schema.Struct({ target: Schema.String, transport: Schema.String, sender: Schema.String, sentAt: Schema.String, code: Schema.String });
export type SmsTestResult = typeof SmsTestResult.Type;
