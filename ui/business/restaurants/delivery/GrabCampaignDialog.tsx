// The Grab campaign dialog (issue 17 items 3 and 7), driven by machines/delivery/
// grabCampaignDialog.machine.ts: name, who created it (GrabFood's to say), eaters, the discount
// (amount, percentage with its cap, delivery fee, or a free item), the order or items picked from
// the menu by name, the period in the business's time zone, the minimum basket and the quotas.
// GrabFood's rules are checked on Save with their messages on the fields; the platform's refusal
// is the red banner. A campaign Grab created opens read only.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { Message } from "primereact/message";
import { useId } from "react";
import type { CampaignDraft } from "../../../../machines/delivery/campaignDraft";
import { Field } from "../../../kit/forms/Field";
import { NumberField } from "../../../kit/forms/NumberField";
import { SelectField } from "../../../kit/forms/SelectField";
import { TextField } from "../../../kit/forms/TextField";
import formStyles from "../../../kit/forms/forms.module.css";
import { CampaignItemsField } from "./CampaignItemsField";
import { CREATED_BY_LABELS, DISCOUNT_LABELS, EATER_LABELS, SCOPE_LABELS } from "./campaignText";

const options = <T extends string>(labels: Readonly<Record<T, string>>) => (Object.keys(labels) as T[]).map((value) => ({ label: labels[value], value }));

const DateTimeField = ({ label, value, onChange, error, disabled }: { readonly label: string; readonly value: string; readonly onChange: (value: string) => void; readonly error?: string | undefined; readonly disabled: boolean }) => {
  const id = useId();
  return (
    <Field id={id} label={label} error={error}>
      <InputText id={id} type="datetime-local" className={formStyles.control} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} invalid={error !== undefined} />
    </Field>
  );
};

export interface GrabCampaignDialogProps {
  readonly title: string;
  readonly draft: CampaignDraft;
  /** The field messages to show (none before the first Save of a new campaign). */
  readonly errors: Readonly<Record<string, string>>;
  readonly error: string | null;
  readonly readOnly: boolean;
  readonly saving: boolean;
  readonly onChange: (draft: CampaignDraft) => void;
  readonly onSave: () => void;
  readonly onClose: () => void;
}

export const GrabCampaignDialog = ({ title, draft, errors, error, readOnly, saving, onChange, onSave, onClose }: GrabCampaignDialogProps) => {
  const set = <K extends keyof CampaignDraft>(key: K, value: CampaignDraft[K]) => onChange({ ...draft, [key]: value });
  const disabled = readOnly || saving;
  const valueSuffix = draft.discountType === "percentage" ? "%" : undefined;
  return (
    <Dialog
      header={title}
      visible
      modal
      draggable={false}
      onHide={onClose}
      style={{ width: "min(46rem, 96vw)" }}
      footer={
        <div>
          <Button type="button" label={readOnly ? "Close" : "Cancel"} text onClick={onClose} disabled={saving} />
          {readOnly ? null : <Button type="button" label="Save" icon="pi pi-check" onClick={onSave} loading={saving} disabled={saving} />}
        </div>
      }
    >
      <div className={formStyles.grid}>
        {error === null ? null : <Message severity="error" text={error} className={formStyles.wide} style={{ justifyContent: "flex-start" }} />}
        {readOnly ? <Message severity="info" text="GrabFood created this campaign: only GrabFood can change it." className={formStyles.wide} style={{ justifyContent: "flex-start" }} /> : null}
        <TextField label="Name" value={draft.name} onChange={(name) => set("name", name)} error={errors.name} disabled={disabled} wide />
        <TextField label="Created by" value={CREATED_BY_LABELS[draft.createdBy]} onChange={() => undefined} disabled />
        <SelectField label="Eaters" value={draft.eaterType} options={options(EATER_LABELS)} onChange={(eaterType) => set("eaterType", eaterType)} error={errors.eaterType} disabled={disabled} />
        <SelectField label="Discount" value={draft.discountType} options={options(DISCOUNT_LABELS)} onChange={(discountType) => set("discountType", discountType)} disabled={disabled} />
        {draft.discountType === "freeItem" ? null : (
          <NumberField nullable optional={false} label={draft.discountType === "percentage" ? "Percentage" : "Amount (RM)"} suffix={valueSuffix} maxFractionDigits={2} value={draft.value} onChange={(value) => set("value", value)} error={errors.value} disabled={disabled} />
        )}
        {draft.discountType === "percentage" ? (
          <NumberField nullable label="At most (RM)" maxFractionDigits={2} value={draft.cap} onChange={(cap) => set("cap", cap)} error={errors.cap} disabled={disabled} hint="Empty: no cap" />
        ) : null}
        <SelectField label="Applies to" value={draft.scopeType} options={options(SCOPE_LABELS)} onChange={(scopeType) => set("scopeType", scopeType)} disabled={disabled} />
        {draft.scopeType === "items" ? <CampaignItemsField value={draft.itemIds} onChange={(itemIds) => set("itemIds", itemIds)} error={errors.items} disabled={disabled} /> : null}
        <DateTimeField label="Starts" value={draft.start} onChange={(start) => set("start", start)} error={errors.start} disabled={disabled} />
        <DateTimeField label="Ends" value={draft.end} onChange={(end) => set("end", end)} error={errors.end} disabled={disabled} />
        <NumberField nullable label="Minimum basket (RM)" maxFractionDigits={2} value={draft.minBasketAmount} onChange={(minBasketAmount) => set("minBasketAmount", minBasketAmount)} error={errors.minBasketAmount} disabled={disabled} hint="Empty: any basket" />
        <NumberField nullable label="Uses in total" maxFractionDigits={0} value={draft.totalCount} onChange={(totalCount) => set("totalCount", totalCount)} error={errors.totalCount} disabled={disabled} hint="Empty: no limit" />
        <NumberField nullable label="Uses per eater" maxFractionDigits={0} value={draft.totalCountPerUser} onChange={(totalCountPerUser) => set("totalCountPerUser", totalCountPerUser)} error={errors.totalCountPerUser} disabled={disabled} hint="Empty: no limit" />
      </div>
    </Dialog>
  );
};
