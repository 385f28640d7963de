// The item strategy part of the Configure step (spec 3 §3 item strategy types): x and y for the
// buy-x-get-y kinds, the item A list for different and mixed product sets, the priority of the
// mixed set, and the groups of a combo with its 'at least' switch.
import { Button } from "primereact/button";
import type { ItemStrategy } from "../../../../domain/marketing/effects/effect";
import type { DraftErrors } from "../../../../machines/marketing/voucherDraft";
import { NumberField } from "../../forms/NumberField";
import { SelectField } from "../../forms/SelectField";
import { SwitchField } from "../../forms/SwitchField";
import styles from "../wizard.module.css";
import { ProductPicker } from "../../pickers/ProductPicker";

const PRIORITIES = [
  { label: "Cheapest first", value: "CHEAPEST_FIRST" },
  { label: "Most expensive first", value: "MOST_EXPENSIVE_FIRST" },
] as const;

export interface StrategyFieldsProps {
  readonly strategy: ItemStrategy;
  readonly errors: DraftErrors;
  readonly onChange: (strategy: ItemStrategy) => void;
}

const XY = ({ strategy, errors, onChange }: StrategyFieldsProps & { readonly strategy: Extract<ItemStrategy, { x: number }> }) => (
  <div className={styles.grid}>
    <NumberField label="Buy (x)" value={strategy.x} error={errors["effect.strategy.x"]} onChange={(x) => onChange({ ...strategy, x })} />
    <NumberField label="Get (y)" value={strategy.y} error={errors["effect.strategy.y"]} onChange={(y) => onChange({ ...strategy, y })} />
  </div>
);

export const StrategyFields = ({ strategy, errors, onChange }: StrategyFieldsProps) => {
  switch (strategy.type) {
    case "SIMPLE":
      return null;
    case "BUY_X_GET_Y":
      return <XY strategy={strategy} errors={errors} onChange={onChange} />;
    case "BUY_X_ITEM_A_GET_Y_ITEM_B":
    case "BUY_X_GET_Y_V2":
      return (
        <>
          <ProductPicker label="Item A (bought)" value={strategy.itemAIds} error={errors["effect.strategy.itemAIds"]} onChange={(itemAIds) => onChange({ ...strategy, itemAIds })} />
          <XY strategy={strategy} errors={errors} onChange={onChange} />
          {strategy.type === "BUY_X_GET_Y_V2" ? (
            <SelectField label="Priority" value={strategy.priority} options={PRIORITIES} onChange={(priority) => onChange({ ...strategy, priority })} />
          ) : null}
        </>
      );
    case "COMBO":
      return (
        <>
          {strategy.groups.map((group, index) => (
            <div key={index} className={styles.grid}>
              <ProductPicker
                label={`Group ${index + 1} items`}
                value={group.itemIds}
                error={errors[`effect.strategy.groups.${index}.itemIds`]}
                onChange={(itemIds) => onChange({ ...strategy, groups: strategy.groups.map((g, i) => (i === index ? { ...g, itemIds } : g)) })}
              />
              <NumberField
                label={`Group ${index + 1} count`}
                value={group.count}
                error={errors[`effect.strategy.groups.${index}.count`]}
                onChange={(count) => onChange({ ...strategy, groups: strategy.groups.map((g, i) => (i === index ? { ...g, count } : g)) })}
              />
            </div>
          ))}
          <Button
            type="button"
            label="Add group"
            icon="pi pi-plus"
            text
            onClick={() => onChange({ ...strategy, groups: [...strategy.groups, { itemIds: [], count: 1 }] })}
          />
          <SwitchField label="At least" checked={strategy.atLeast === true} onChange={(atLeast) => onChange({ ...strategy, atLeast })} />
        </>
      );
    default: {
      const unknown: never = strategy;
      return unknown;
    }
  }
};
