// The advanced rule editor (spec 3 §2 "Advanced-effect rule editor: add a rule by field; an
// any/all operator joins rules", §3 fields and operators): the any/all switch, one row per rule
// (field, operator, the inner operator of $anyElementTrue, value, remove) and 'Add rule'. Each
// row shows the message the server's Rule Schema gives it ('Invalid field type', 'Invalid
// quantity', 'Invalid amount'), by the path effect.options.canApplyRule.rules.{n}.
// Decisions where the spec is silent: the field list names each field with its scope
// ("Bill: total", "Item: quantity", "Add-on: selectionId"); list operators hint at commas; an
// item's productId is picked from the menus by name (ui/kit/pickers/ProductPicker.tsx: one
// product for $eq/$ne, several for $in/$nin/$all; the rule still stores the ids).
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { SelectButton } from "primereact/selectbutton";
import type { RuleType } from "../../../../domain/marketing/effects/rules";
import type { PromotionErrors } from "../../../../machines/marketing/promotionDraft";
import {
  LIST_OPERATORS,
  NEW_RULE,
  RULE_FIELD_CHOICES,
  RULE_OPERATORS,
  type RuleDraft,
  type RuleSetDraft,
  SCALAR_OPERATORS,
} from "../../../../machines/marketing/promotionRuleDraft";
import { ProductPicker } from "../../../kit/pickers/ProductPicker";
import styles from "./promotionWizard.module.css";

const picksProducts = (rule: RuleDraft): boolean => rule.type === "item" && rule.field === "productId" && rule.operator !== "$anyElementTrue";
const idsOf = (text: string): ReadonlyArray<string> => text.split(",").map((part) => part.trim()).filter((part) => part !== "");

const SCOPES: Readonly<Record<RuleType, string>> = { bill: "Bill", item: "Item", addon: "Add-on" };
const FIELD_OPTIONS = RULE_FIELD_CHOICES.map(({ type, field }) => ({ label: `${SCOPES[type]}: ${field}`, value: `${type}.${field}` }));
const OPERATOR_OPTIONS = RULE_OPERATORS.map((operator) => ({ label: operator, value: operator }));
const INNER_OPTIONS = SCALAR_OPERATORS.map((operator) => ({ label: operator, value: operator }));
const JOINS = [
  { label: "All rules", value: "all" },
  { label: "Any rule", value: "any" },
];

const PATH = "effect.options.canApplyRule";

const rowError = (errors: PromotionErrors, index: number): string | undefined =>
  Object.entries(errors).find(([key]) => key.startsWith(`${PATH}.rules.${index}`))?.[1];

const RuleRow = ({ rule, index, error, onChange, onRemove }: {
  readonly rule: RuleDraft;
  readonly index: number;
  readonly error: string | undefined;
  readonly onChange: (rule: RuleDraft) => void;
  readonly onRemove: () => void;
}) => {
  const n = index + 1;
  return (
    <li className={styles.rule}>
      <div className={styles.ruleFields}>
        <Dropdown
          aria-label={`Rule ${n} field`}
          value={`${rule.type}.${rule.field}`}
          options={FIELD_OPTIONS}
          onChange={(event) => {
            const [type, field] = String(event.value).split(".") as [RuleType, string];
            onChange({ ...rule, type, field });
          }}
        />
        <Dropdown aria-label={`Rule ${n} operator`} value={rule.operator} options={OPERATOR_OPTIONS} onChange={(event) => onChange({ ...rule, operator: event.value })} />
        {rule.operator === "$anyElementTrue" ? (
          <Dropdown aria-label={`Rule ${n} element operator`} value={rule.innerOperator} options={INNER_OPTIONS} onChange={(event) => onChange({ ...rule, innerOperator: event.value })} />
        ) : null}
        {picksProducts(rule) ? null : (
          <InputText
            aria-label={`Rule ${n} value`}
            value={rule.text}
            invalid={error !== undefined}
            placeholder={LIST_OPERATORS.includes(rule.operator) ? "a, b, c" : "value"}
            onChange={(event) => onChange({ ...rule, text: event.target.value })}
          />
        )}
        <Button icon="pi pi-times" text rounded severity="danger" aria-label={`Remove rule ${n}`} onClick={onRemove} />
      </div>
      {picksProducts(rule) ? (
        <ProductPicker
          label={`Rule ${n} products`}
          single={!LIST_OPERATORS.includes(rule.operator)}
          value={idsOf(rule.text)}
          onChange={(ids) => onChange({ ...rule, text: ids.join(", ") })}
        />
      ) : null}
      {error === undefined ? null : <small className={styles.ruleError}>{error}</small>}
    </li>
  );
};

export interface RuleEditorProps {
  readonly rules: RuleSetDraft;
  readonly errors: PromotionErrors;
  readonly onChange: (rules: RuleSetDraft) => void;
}

export const RuleEditor = ({ rules, errors, onChange }: RuleEditorProps) => (
  <section className={styles.rules} aria-label="Advanced rules">
    <div className={styles.rulesHead}>
      <h3 className={styles.groupTitle}>Advanced rules</h3>
      <SelectButton aria-label="Join rules" value={rules.operator} options={JOINS} allowEmpty={false} onChange={(event) => onChange({ ...rules, operator: event.value })} />
    </div>
    <ul className={styles.ruleList}>
      {rules.rules.map((rule, index) => (
        <RuleRow
          key={index}
          rule={rule}
          index={index}
          error={rowError(errors, index)}
          onChange={(next) => onChange({ ...rules, rules: rules.rules.map((r, i) => (i === index ? next : r)) })}
          onRemove={() => onChange({ ...rules, rules: rules.rules.filter((_, i) => i !== index) })}
        />
      ))}
    </ul>
    <Button type="button" label="Add rule" icon="pi pi-plus" text className={styles.add} onClick={() => onChange({ ...rules, rules: [...rules.rules, NEW_RULE] })} />
  </section>
);
