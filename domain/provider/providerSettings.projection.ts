// The `provider_settings` read model (issue 18): one row (key "provider") with the delivery
// setting, the SMS sender, the last test send and `_rev` (the stream's version).
import type { RecordedEvent } from "../engine/events";
import type { Projection, ProjectionTx, ReadModels } from "../engine/projection";
import { readTable, textColumn } from "../engine/readTable";
import { DEFAULT_SMS_SENDER, PROVIDER_SETTINGS_STREAM, type CountryDelivery, type ProviderSettingsEvent } from "./providerSettings";
import type { SmsTest } from "./providerSettingsView";

export const PROVIDER_SETTINGS_TABLE = "provider_settings";
export const PROVIDER_SETTINGS_KEY = "provider";

export interface ProviderSettingsRow {
  readonly countries: ReadonlyArray<CountryDelivery>;
  readonly sender: string;
  readonly lastTest: SmsTest | null;
  readonly updatedAt: string | null;
  readonly _rev: number;
}

export const EMPTY_PROVIDER_SETTINGS: ProviderSettingsRow = { countries: [], sender: DEFAULT_SMS_SENDER, lastTest: null, updatedAt: null, _rev: 0 };

export const providerSettingsTable = readTable({ name: PROVIDER_SETTINGS_TABLE, columns: { updatedAt: textColumn("updatedAt") } });

export const providerSettingsOf = async (readModels: ReadModels): Promise<ProviderSettingsRow> =>
  ((await readModels.get(PROVIDER_SETTINGS_TABLE, PROVIDER_SETTINGS_KEY)) as ProviderSettingsRow | undefined) ?? EMPTY_PROVIDER_SETTINGS;

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (recorded.streamId !== PROVIDER_SETTINGS_STREAM) return;
  const event = recorded as unknown as ProviderSettingsEvent;
  const before = ((await tx.get(PROVIDER_SETTINGS_TABLE, PROVIDER_SETTINGS_KEY)) as ProviderSettingsRow | undefined) ?? EMPTY_PROVIDER_SETTINGS;
  const next = ((): ProviderSettingsRow => {
    switch (event.type) {
      case "DeliverySettingChanged": return { ...before, countries: event.data.countries, updatedAt: event.data.changedAt };
      case "SmsSettingChanged": return { ...before, sender: event.data.sender, updatedAt: event.data.changedAt };
      case "SmsTestSent": return { ...before, lastTest: event.data };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  })();
  await tx.put(PROVIDER_SETTINGS_TABLE, PROVIDER_SETTINGS_KEY, { ...next, _rev: recorded.version });
};

export const providerSettingsProjection: Projection = { name: "providerSettings", tables: [providerSettingsTable], apply };
