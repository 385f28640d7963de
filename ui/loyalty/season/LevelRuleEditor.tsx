// The level rule editor (spec 2 §2 "Level rule editor", §5 Level rule): min level, min exp, and
// how the level and the experience change (Fix, Subtraction by Amount or by Percentage, or an
// expression over `level` and `exp`), with the rules' messages under each field. Done hands the
// rule back to the season dialog, which saves the whole season.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Dropdown } from "primereact/dropdown";
import { useId, useState } from "react";
import type { LevelRule } from "../../../domain/loyalty/levelReset";
import { Field } from "../../kit/forms/Field";
import { NumberField } from "../../kit/forms/NumberField";
import { TextField } from "../../kit/forms/TextField";
import formStyles from "../../kit/forms/forms.module.css";
import { CHANGE_TYPES, type ChangeDraft, type RuleDraft, type RuleErrors, checkRuleDraft, draftOf, ruleOf } from "./levelRuleForm";

const ChangeFields = ({ label, change, error, onChange }: { readonly label: string; readonly change: ChangeDraft; readonly error: string | undefined; readonly onChange: (change: ChangeDraft) => void }) => {
  const id = useId();
  return (
    <>
      <Field id={id} label={`${label} change`}>
        <Dropdown inputId={id} value={change.type} options={[...CHANGE_TYPES]} onChange={(event) => onChange({ ...change, type: event.value as ChangeDraft["type"] })} />
      </Field>
      {change.type === "expression" ? (
        <TextField label={`${label} expression`} value={change.expression} error={error} onChange={(expression) => onChange({ ...change, expression })} />
      ) : (
        <NumberField
          label={`${label} value`}
          value={change.value}
          error={error}
          maxFractionDigits={change.type === "percentage" ? 2 : 0}
          suffix={change.type === "percentage" ? "%" : undefined}
          onChange={(value) => onChange({ ...change, value })}
        />
      )}
    </>
  );
};

export interface LevelRuleEditorProps {
  readonly rule: LevelRule;
  readonly onDone: (rule: LevelRule) => void;
  readonly onCancel: () => void;
}

export const LevelRuleEditor = ({ rule, onDone, onCancel }: LevelRuleEditorProps) => {
  const [draft, setDraft] = useState<RuleDraft>(draftOf(rule));
  const [errors, setErrors] = useState<RuleErrors>({});
  const change = (next: RuleDraft) => {
    setDraft(next);
    if (Object.keys(errors).length > 0) setErrors(checkRuleDraft(next));
  };
  const done = () => {
    const found = checkRuleDraft(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onDone(ruleOf(draft));
  };
  return (
    <Dialog
      header="Level rule"
      visible
      onHide={onCancel}
      style={{ width: "34rem", maxWidth: "95vw" }}
      footer={
        <>
          <Button label="Cancel" text onClick={onCancel} />
          <Button label="Done" icon="pi pi-check" onClick={done} />
        </>
      }
    >
      <div className={formStyles.grid}>
        <NumberField label="Min level" value={draft.minLevel} error={errors.minLevel} onChange={(minLevel) => change({ ...draft, minLevel })} />
        <NumberField label="Min exp" value={draft.minExp} error={errors.minExp} onChange={(minExp) => change({ ...draft, minExp })} />
        <ChangeFields label="Level" change={draft.level} error={errors.level} onChange={(level) => change({ ...draft, level })} />
        <ChangeFields label="Exp" change={draft.exp} error={errors.exp} onChange={(exp) => change({ ...draft, exp })} />
      </div>
    </Dialog>
  );
};
