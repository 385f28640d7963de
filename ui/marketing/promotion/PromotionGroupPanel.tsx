// One group of the promotion list (spec 3 §2 "two expandable groups, Bill promotion and Item
// promotion, each with an 'Add new promotion' action and a delete icon per row"): a panel that
// folds, its table of name, status colour, discount, period and auto apply, with per row a dry
// run, edit and delete; on a narrow screen (spec 3 §2 "Mobile shows cards") each promotion is
// a card with the same actions, and 'Add new promotion' an icon button. 'No data' when the group is empty.
// Each group's add button is named for its group ('Add new promotion to Bill promotion'), so the
// two read apart to a screen reader while the name still holds the visible label.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Panel } from "primereact/panel";
import type { PromotionGroup } from "../../../machines/marketing/promotionDraft";
import tableStyles from "../../kit/page/tables.module.css";
import type { Promotion } from "../../ports/marketingPort";
import styles from "./promotionList.module.css";
import { PromotionStatusTag } from "./PromotionStatusTag";
import { PROMOTION_GROUP_TITLES } from "./promotionTexts";
import { autoApplyText, kindLabel, periodText } from "./promotionSummary";

export interface PromotionActions {
  readonly onAdd: (group: PromotionGroup) => void;
  readonly onDryRun: (promotion: Promotion) => void;
  readonly onEdit: (promotion: Promotion) => void;
  readonly onDelete: (promotion: Promotion) => void;
}

const RowActions = ({ promotion, actions }: { readonly promotion: Promotion; readonly actions: PromotionActions }) => (
  <div className={styles.actions}>
    <Button icon="pi pi-calculator" text rounded aria-label={`Dry run ${promotion.name}`} onClick={() => actions.onDryRun(promotion)} />
    <Button icon="pi pi-pencil" text rounded aria-label={`Edit ${promotion.name}`} onClick={() => actions.onEdit(promotion)} />
    <Button icon="pi pi-trash" text rounded severity="danger" aria-label={`Delete ${promotion.name}`} onClick={() => actions.onDelete(promotion)} />
  </div>
);

const Cards = ({ promotions, actions }: { readonly promotions: ReadonlyArray<Promotion>; readonly actions: PromotionActions }) =>
  promotions.length === 0 ? (
    <p className={styles.empty}>No data</p>
  ) : (
    <ul className={styles.cards}>
      {promotions.map((promotion) => (
        <li key={promotion.id} className={styles.card} aria-label={promotion.name}>
          <div className={styles.cardHead}>
            <strong>{promotion.name}</strong>
            <PromotionStatusTag status={promotion.status} />
          </div>
          <div className={styles.cardLine}>{kindLabel(promotion)}</div>
          <div className={styles.cardLine}>{periodText(promotion)} · {autoApplyText(promotion)}</div>
          <RowActions promotion={promotion} actions={actions} />
        </li>
      ))}
    </ul>
  );

export interface PromotionGroupPanelProps {
  readonly group: PromotionGroup;
  readonly promotions: ReadonlyArray<Promotion>;
  readonly actions: PromotionActions;
  readonly narrow: boolean;
}

export const PromotionGroupPanel = ({ group, promotions, actions, narrow }: PromotionGroupPanelProps) => (
  <section aria-label={PROMOTION_GROUP_TITLES[group]}>
    <Panel
      toggleable
      header={`${PROMOTION_GROUP_TITLES[group]} (${promotions.length})`}
      icons={
        <Button
          label={narrow ? undefined : "Add new promotion"}
          aria-label={`Add new promotion to ${PROMOTION_GROUP_TITLES[group]}`}
          icon="pi pi-plus"
          text
          rounded={narrow}
          size="small"
          onClick={() => actions.onAdd(group)}
        />
      }
    >
      {narrow ? (
        <Cards promotions={promotions} actions={actions} />
      ) : (
        <DataTable value={[...promotions]} dataKey="id" emptyMessage="No data" stripedRows className={tableStyles.table}>
          <Column header="Name" field="name" />
          <Column header="Status" body={(promotion: Promotion) => <PromotionStatusTag status={promotion.status} />} />
          <Column header="Discount" body={kindLabel} />
          <Column header="Period" body={periodText} bodyClassName={styles.nowrap} />
          <Column header="Apply" body={autoApplyText} />
          <Column header="Actions" body={(promotion: Promotion) => <RowActions promotion={promotion} actions={actions} />} />
        </DataTable>
      )}
    </Panel>
  </section>
);
