// The answer of a dry run (issue 7 item 8): each promotion or voucher tried, with what it took
// off or why it did not apply (the engine's reasons of spec 3 §3: INVALID_EFFECT,
// MIN_PURCHASE_REQUIRED, ITEM_NOT_ENOUGH, DISCOUNT_ALREADY_EXIST, with the server's note), the
// bill's lines (named by the business's menus) with their discounts, and the totals.
// Decision where the spec is silent: one that applied but took nothing off (a free line, a cap
// already reached) reads 'Applied, nothing off' in amber, not as a green success.
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Tag } from "primereact/tag";
import type { LineBreakdown } from "../../../domain/marketing/effects/applyEffect";
import { toDecimalString } from "../../../domain/shared/money";
import type { Money } from "../../../domain/shared/money";
import tableStyles from "../../kit/page/tables.module.css";
import { pickedLabel } from "../../kit/pickers/productPicks";
import { useProductNames } from "../../kit/pickers/useProductNames";
import type { DryRunResult } from "../../ports/marketingPort";
import styles from "./dryRun.module.css";

const amount = (m: Money): string => `${m.currency} ${toDecimalString(m)}`;

export interface DryRunResultViewProps {
  readonly result: DryRunResult;
}

export const DryRunResultView = ({ result }: DryRunResultViewProps) => {
  const { breakdown } = result;
  const names = useProductNames(breakdown.lines.map((line) => line.productId));
  return (
    <section className={styles.result} aria-label="Dry run result">
      <ul className={styles.steps}>
        {result.steps.map((step) => (
          <li key={`${step.kind}:${step.id}`} className={styles.step}>
            <strong>{step.name}</strong>
            {step.applied && step.discount.amount === 0 ? (
              <Tag severity="warning" value="Applied, nothing off" />
            ) : step.applied ? (
              <Tag severity="success" value={`Applied: -${amount(step.discount)}`} />
            ) : (
              <>
                <Tag severity="danger" value={step.reason} />
                {step.note === undefined ? null : <span className={styles.note}>{step.note}</span>}
              </>
            )}
          </li>
        ))}
      </ul>
      {/* The name is part of the row, so a row re-renders when the menu's names arrive. */}
      <DataTable value={breakdown.lines.map((line) => ({ ...line, item: pickedLabel(line.productId, names) }))} dataKey="lineIndex" className={tableStyles.table} size="small">
        <Column header="Item" field="item" />
        <Column header="Qty" field="quantity" />
        <Column header="Discounted units" field="discountedUnits" />
        <Column header="Amount" body={(line: LineBreakdown) => amount(line.amount)} />
        <Column header="Discount" body={(line: LineBreakdown) => amount(line.discount)} />
        <Column header="Total" body={(line: LineBreakdown) => amount(line.total)} />
      </DataTable>
      <dl className={styles.totals}>
        <dt>Subtotal</dt>
        <dd>{amount(breakdown.subtotal)}</dd>
        <dt>Discount</dt>
        <dd>{amount(breakdown.discount)}</dd>
        <dt>Total</dt>
        <dd>{amount(breakdown.total)}</dd>
      </dl>
    </section>
  );
};
