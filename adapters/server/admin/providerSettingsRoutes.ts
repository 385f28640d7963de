// The provider settings of the admin section (issue 18, spec 1 §6 "Settings": admin only,
// domain/auth/providerAreas.ts "settings"; anyone else signed in is 403), under /api/v2:
//   GET  /admin/settings                          → {delivery:{countries}, sms:{sender, transport, lastTest}, _rev}
//   PUT  /admin/settings/delivery {countries, _rev?} → the settings
//   PUT  /admin/settings/sms      {sender, _rev?}    → the settings
//   POST /admin/settings/sms/test-send {phoneNumber} → {target, transport, sender, sentAt, code}
// The test send goes through the OTP transport the server sends sign-in codes with
// (OTP_TRANSPORT: the development outbox lists it at /dev/outbox with purpose "sms-test").
import { Schema } from "effect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { canUseProviderArea } from "../../../domain/auth/providerAreas";
import { flagsFor } from "../../../domain/auth/roleFlags";
import { changeDeliverySetting, changeSmsSetting } from "../../../domain/provider/application/changeProviderSettings";
import { sendTestSms } from "../../../domain/provider/application/sendTestSms";
import { DeliverySettingInput, SmsSettingInput, SmsTestInput } from "../../../domain/provider/providerSettings";
import { providerSettingsOf } from "../../../domain/provider/providerSettings.projection";
import { ProviderSettings, SmsTestResult } from "../../../domain/provider/providerSettingsView";
import { forbidUnless } from "../business/access";
import { callerOf } from "../business/caller";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";

export const providerSettingsRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine, otpTransport } = app.identity;
  const { readModels } = engine;
  const adminCaller = async (request: FastifyRequest) => {
    const caller = await callerOf(request, engine);
    forbidUnless(canUseProviderArea(flagsFor(caller.user.claims), "settings"));
    return caller;
  };
  const settingsAnswer = async () => {
    const row = await providerSettingsOf(readModels);
    return success(Schema.encodeSync(ProviderSettings)({
      delivery: { countries: row.countries },
      sms: { sender: row.sender, transport: otpTransport.kind, lastTest: row.lastTest },
      _rev: row._rev,
    }));
  };

  app.get("/admin/settings", async (request) => {
    await adminCaller(request);
    return settingsAnswer();
  });

  app.put("/admin/settings/delivery", async (request) => {
    const caller = await adminCaller(request);
    const { countries, _rev } = decodeBody(DeliverySettingInput, request.body);
    await changeDeliverySetting(engine, { countries, rev: caller.revision(_rev) }, caller.options());
    return settingsAnswer();
  });

  app.put("/admin/settings/sms", async (request) => {
    const caller = await adminCaller(request);
    const { sender, _rev } = decodeBody(SmsSettingInput, request.body);
    await changeSmsSetting(engine, { sender, rev: caller.revision(_rev) }, caller.options());
    return settingsAnswer();
  });

  app.post("/admin/settings/sms/test-send", async (request) => {
    const caller = await adminCaller(request);
    const { phoneNumber } = decodeBody(SmsTestInput, request.body);
    const transport = { kind: otpTransport.kind, send: (target: string, code: string) => otpTransport.sendOtp(target, code, "sms-test") };
    return success(Schema.encodeSync(SmsTestResult)(await sendTestSms(engine, transport, phoneNumber, caller.options())));
  });
};
