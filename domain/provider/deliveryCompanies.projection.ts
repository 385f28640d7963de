// The `delivery_companies` read model (issue 18, key companyId): each company as the API answers
// it, listed by name (lower-cased column) and filtered by quote status; a country filter reads the
// row's list (companies are few: the whole list is one bounded read).
import type { RecordedEvent } from "../engine/events";
import type { Projection, ProjectionTx } from "../engine/projection";
import { lowerTextColumn, readTable, textColumn } from "../engine/readTable";
import { DELIVERY_COMPANY_STREAM_PREFIX, DeliveryCompanyEvent } from "./deliveryCompany";
import { deliveryTypeOf } from "./deliveryCompanyRules";
import type { DeliveryCompany } from "./deliveryCompanyView";

export const DELIVERY_COMPANIES_TABLE = "delivery_companies";

export const deliveryCompaniesTable = readTable({
  name: DELIVERY_COMPANIES_TABLE,
  columns: { name: lowerTextColumn("name"), quoteStatus: textColumn("quoteStatus") },
  indexes: [["name"], ["quoteStatus", "name"]],
});

const TYPES: ReadonlySet<string> = new Set(DeliveryCompanyEvent.members.map((member) => member.fields.type.literal));

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!recorded.streamId.startsWith(DELIVERY_COMPANY_STREAM_PREFIX) || !TYPES.has(recorded.type)) return;
  const event = recorded as unknown as DeliveryCompanyEvent;
  const id = recorded.streamId.slice(DELIVERY_COMPANY_STREAM_PREFIX.length);
  const { name, providerType, quoteStatus, countries } = event.data;
  const before = await tx.get(DELIVERY_COMPANIES_TABLE, id);
  const at = event.type === "DeliveryCompanyCreated" ? event.data.createdAt : event.data.updatedAt;
  const row: DeliveryCompany = {
    id, name, providerType, deliveryType: deliveryTypeOf(providerType), quoteStatus, countries,
    createdAt: typeof before?.createdAt === "string" ? before.createdAt : at, updatedAt: at, _rev: recorded.version,
  };
  await tx.put(DELIVERY_COMPANIES_TABLE, id, row);
};

export const deliveryCompaniesProjection: Projection = { name: "deliveryCompanies", tables: [deliveryCompaniesTable], apply };
