// The SMS setting's test send (POST /admin/settings/sms/test-send): a 6-digit test code goes to
// the phone through the transport the server sends one-time codes with (the port is given by
// the caller, as the OTP routes are), then the send is recorded with the sender it carried. A
// transport that fails records nothing and answers 'SMS test send failed: {reason}' (422).
// Decision where the spec is silent: the code is drawn from the engine's random source and is
// not a sign-in code (nothing verifies it); the answer carries it so the admin can compare.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { PROVIDER_SETTINGS_STREAM, providerSettingsDecider } from "../providerSettings";
import { providerSettingsOf } from "../providerSettings.projection";
import type { SmsTestResult } from "../providerSettingsView";

export interface TestTransport {
  readonly kind: string;
  readonly send: (target: string, code: string, sender: string) => Promise<void>;
}

export const sendTestSms = async (engine: Engine, transport: TestTransport, phoneNumber: string, options: RunOptions): Promise<SmsTestResult> => {
  const { sender } = await providerSettingsOf(engine.readModels);
  const context = engine.context();
  const code = String(Math.floor(context.random() * 1_000_000)).padStart(6, "0");
  try {
    await transport.send(phoneNumber, code, sender);
  } catch (error) {
    throw new DomainError(`SMS test send failed: ${error instanceof Error ? error.message : String(error)}`, 422);
  }
  const outcome = await engine.runner.run(providerSettingsDecider, PROVIDER_SETTINGS_STREAM, { type: "RecordSmsTest", data: { target: phoneNumber, transport: transport.kind, sender } }, options);
  const sentAt = String((outcome.events.at(-1)?.data as { readonly sentAt?: unknown } | undefined)?.sentAt ?? "");
  return { target: phoneNumber, transport: transport.kind, sender, sentAt, code };
};
