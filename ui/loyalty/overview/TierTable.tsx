// The overview's Tiers table (spec 2 §2): T-index (one-based), tier name and unlock condition.
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import type { TierSetting } from "../../../domain/loyalty/tierDecision";
import { tierRows } from "./overviewFigures";

export const TierTable = ({ setting }: { readonly setting: TierSetting }) => (
  <DataTable value={[...tierRows(setting)]} dataKey="tIndex" size="small" emptyMessage="No data" pt={{ table: { "aria-label": "Tiers" } }}>
    <Column field="tIndex" header="T-index" body={(row: { tIndex: number }) => `T${row.tIndex}`} />
    <Column field="name" header="Tier" />
    <Column field="unlock" header="Unlock condition" />
  </DataTable>
);
