// The programme settings page (spec 2 §2 Settings, route membership-setting): the member card
// design, the programme's name and member store URL (with the address members use,
// {host}/{url or business id}), the credit options, cashback and the activation locations
// (targetRestaurant), and Save. Save writes PUT /membership and, when the design changed,
// PUT /membership/design with the revision the first write answered; success says 'Membership
// updated', a failure stays in the red banner with a Reload (409: someone saved first).
// Decisions where the spec is silent:
// - {host} is the address this back office is served from; the member app shares it.
// - No activation location selected means the programme runs in every restaurant.
import { Button } from "primereact/button";
import { MultiSelect } from "primereact/multiselect";
import { useId, useState } from "react";
import { memberAppAddress } from "../../../domain/shared/businessUrl";
import { Field } from "../../kit/forms/Field";
import { NumberField } from "../../kit/forms/NumberField";
import { SwitchField } from "../../kit/forms/SwitchField";
import { TextField } from "../../kit/forms/TextField";
import formStyles from "../../kit/forms/forms.module.css";
import { useFormState } from "../../kit/forms/useFormState";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import { useLoad } from "../../kit/page/useLoad";
import { usePorts } from "../../ports/PortsProvider";
import { useProgramme } from "../entry/ProgrammeContext";
import { SaveFailure } from "../entry/SaveFailure";
import { useSectionSave } from "../entry/useSectionSave";
import { CardDesignField } from "./CardDesignField";
import { type SettingsValues, checkSettings, designChanged, settingsInputOf, settingsValuesOf } from "./settingsForm";
import styles from "./settings.module.css";

export const MEMBERSHIP_UPDATED = "Membership updated";

const RestaurantPicker = ({ value, onChange }: { readonly value: ReadonlyArray<string>; readonly onChange: (ids: ReadonlyArray<string>) => void }) => {
  const id = useId();
  const { business } = usePorts();
  const { businessId } = useProgramme();
  const restaurants = useLoad(() => business.listRestaurants(businessId), businessId);
  const options = restaurants.phase === "ready" ? restaurants.data.map(({ id: value, name }) => ({ value, label: name })) : [];
  return (
    <Field id={id} label="Activation locations" hint="Restaurants where members earn and spend; none selected means every restaurant." wide>
      <MultiSelect
        inputId={id}
        className={formStyles.control}
        value={[...value]}
        options={options}
        display="chip"
        placeholder={restaurants.phase === "failed" ? restaurants.message : "All restaurants"}
        loading={restaurants.phase === "loading"}
        onChange={(event) => onChange(event.value as string[])}
      />
    </Field>
  );
};

const SettingsForm = ({ onSaved }: { readonly onSaved: () => void }) => {
  const { loyalty } = usePorts();
  const { businessId, programme } = useProgramme();
  const form = useFormState(settingsValuesOf(programme), checkSettings);
  const save = useSectionSave<SettingsValues>(
    async (values, rev) => {
      const saved = await loyalty.updateSettings({ businessId, rev, change: settingsInputOf(values) });
      if (!designChanged(values, programme)) return saved;
      const design = values.design.type === "IMAGE" ? values.design : { type: "DEFAULT" as const };
      return loyalty.updateDesign({ businessId, rev: saved._rev, change: design });
    },
    () => MEMBERSHIP_UPDATED,
    onSaved,
  );
  const { values, errors, set } = form;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.check()) save.save(values);
      }}
    >
      <SaveFailure message={save.failure} reloadable />
      <section className={formStyles.card}>
        <CardDesignField businessId={businessId} name={values.name} design={values.design} error={errors.image} onChange={(design) => set("design", design)} />
      </section>
      <section className={formStyles.card}>
        <h2 className={formStyles.sectionTitle}>Programme</h2>
        <div className={formStyles.grid}>
          <TextField label="Name" value={values.name} error={errors.name} onChange={(name) => set("name", name)} />
          <TextField
            label="Member store URL"
            value={values.url}
            optional
            placeholder={businessId}
            error={errors.url}
            hint={`Members open ${memberAppAddress(window.location.origin, values.url.trim(), businessId)}`}
            onChange={(url) => set("url", url)}
          />
        </div>
      </section>
      <section className={formStyles.card}>
        <h2 className={formStyles.sectionTitle}>Credit</h2>
        <SwitchField label="Credit one to one (1.00 spent is 1.00 credit)" checked={values.creditOneToOne} onChange={(on) => set("creditOneToOne", on)} />
        <SwitchField label="Use free credit as discount" checked={values.freeCreditAsDiscount} onChange={(on) => set("freeCreditAsDiscount", on)} />
      </section>
      <section className={formStyles.card}>
        <h2 className={formStyles.sectionTitle}>Cashback</h2>
        <div className={formStyles.grid}>
          <NumberField label="Cashback percentage" suffix=" %" maxFractionDigits={2} value={values.cashbackPercentage} error={errors["cashback.percentage"]} onChange={(n) => set("cashbackPercentage", n)} />
          <NumberField label="Cashback validity (days)" value={values.cashbackValidFor} error={errors["cashback.validFor"]} onChange={(n) => set("cashbackValidFor", n)} />
        </div>
      </section>
      <section className={formStyles.card}>
        <RestaurantPicker value={values.targetRestaurant} onChange={(ids) => set("targetRestaurant", ids)} />
      </section>
      <div className={formStyles.actions}>
        <Button type="submit" label="Save" icon="pi pi-check" disabled={!save.canSave} loading={save.saving} />
      </div>
    </form>
  );
};

export const SettingsPage = () => {
  const { programme } = useProgramme();
  const [saves, setSaves] = useState(0);
  return (
    <div className={pageStyles.page}>
      <PageHeader title="Setting" subtitle={programme.name} />
      <SettingsForm key={`${programme._rev}-${saves}`} onSaved={() => setSaves((n) => n + 1)} />
    </div>
  );
};
