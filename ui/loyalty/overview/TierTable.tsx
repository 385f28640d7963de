// The overview's Tiers table (spec 2 §2): T-index (one-based), tier name and unlock condition.
// Decision (issue 14, the overview's first load): a few rows that are never sorted, paged or
// selected, so it is PrimeReact's small DataTable's own markup and classes (same look, same
// layout rules in the global stylesheet) without the DataTable component's 50 KB gzip of code.
import type { TierSetting } from "../../../domain/loyalty/tierDecision";
import { tierRows } from "./overviewFigures";

const COLUMNS = ["T-index", "Tier", "Unlock condition"] as const;

export const TierTable = ({ setting }: { readonly setting: TierSetting }) => {
  const rows = tierRows(setting);
  return (
    <div className="p-datatable p-component p-datatable-responsive-scroll p-datatable-sm">
      <div className="p-datatable-wrapper" style={{ overflow: "auto" }}>
        <table className="p-datatable-table" aria-label="Tiers">
          <thead className="p-datatable-thead">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  <div className="p-column-header-content">
                    <span className="p-column-title">{column}</span>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody">
            {rows.length === 0 ? (
              <tr className="p-datatable-emptymessage">
                <td colSpan={COLUMNS.length}>No data</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.tIndex}>
                  <td>{`T${row.tIndex}`}</td>
                  <td>{row.name}</td>
                  <td>{row.unlock}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
};
