// The bundle side dialog of the member store (spec 2 §2 "Bundle side dialog: Create or Update,
// with Delete when editing"; route store/{categoryIndex}/bundle/{bundleIndex}): name, price,
// normal credit, free credit lots, titles with days, vouchers (the business's MEMBER_REWARD
// vouchers), topupCount conditions, the menu products it binds (picked by name from the
// business's menus, shown by name), and the price-with-tax preview. Create/Update writes the whole
// category list with the revision read and says 'Bundle updated'; a refused write stays in the
// red banner with a Reload (409: the list moved). Delete asks 'Are you sure to delete {name} ?'.
import { Button } from "primereact/button";
import { MultiSelect } from "primereact/multiselect";
import { Sidebar } from "primereact/sidebar";
import { useId } from "react";
import { creditScale } from "../../../domain/loyalty/creditMultiplier";
import { type CategoryInput, MAX_BUNDLE_PRODUCTS } from "../../../domain/loyalty/programme/storeBundles";
import { Field } from "../../kit/forms/Field";
import { NumberField } from "../../kit/forms/NumberField";
import { TextField } from "../../kit/forms/TextField";
import formStyles from "../../kit/forms/forms.module.css";
import { useFormState } from "../../kit/forms/useFormState";
import { ProductChipsField } from "../../kit/pickers/ProductChipsField";
import { ProductCatalogueProvider } from "../../kit/pickers/productCatalogue";
import { useProgramme } from "../entry/ProgrammeContext";
import { SaveFailure } from "../entry/SaveFailure";
import { useSectionSave } from "../entry/useSectionSave";
import { useRewardVouchers } from "../tier/useRewardVouchers";
import { type BundleValues, NEW_BUNDLE, bundleBodyOf, bundleValuesOf, checkBundle, taxPreview } from "./bundleForm";
import { ConditionRows, FreeCreditRows, TitleRows } from "./BundleRows";
import { type CategoriesWrite, withBundle } from "./storeCategories";
import { BUNDLE_UPDATED } from "./storeNotices";
import { TaxPreview } from "./TaxPreview";
import type { ConfirmedDeletion } from "../../kit/feedback/useConfirmedDeletion";
import styles from "./store.module.css";

export interface BundleOpening {
  readonly categoryIndex: number;
  /** null: a new bundle. */
  readonly bundleIndex: number | null;
}

interface BundleDialogProps {
  readonly opening: BundleOpening;
  readonly list: ReadonlyArray<CategoryInput>;
  readonly write: CategoriesWrite;
  readonly deletion: ConfirmedDeletion;
  readonly onClose: () => void;
}

const VoucherPick = ({ value, onChange }: { readonly value: ReadonlyArray<string>; readonly onChange: (ids: ReadonlyArray<string>) => void }) => {
  const id = useId();
  const { businessId } = useProgramme();
  const rewards = useRewardVouchers(businessId);
  return (
    <Field id={id} label="Vouchers" optional wide>
      <MultiSelect
        inputId={id}
        className={formStyles.control}
        value={[...value]}
        options={[...rewards.options]}
        optionLabel="name"
        optionValue="id"
        display="chip"
        placeholder="No voucher"
        onChange={(event) => onChange(event.value as string[])}
      />
    </Field>
  );
};

export const BundleDialog = ({ opening, list, write, deletion, onClose }: BundleDialogProps) => {
  const { programme, businessId } = useProgramme();
  const { categoryIndex, bundleIndex } = opening;
  const current = bundleIndex === null ? undefined : list[categoryIndex]?.bundles?.[bundleIndex];
  const form = useFormState<BundleValues>(current === undefined ? NEW_BUNDLE : bundleValuesOf(current), checkBundle);
  const save = useSectionSave<BundleValues>(
    (values, rev) => write(withBundle(list, categoryIndex, bundleIndex, bundleBodyOf(values, current?.id)), rev),
    () => BUNDLE_UPDATED,
    onClose,
  );
  const { values, errors, set } = form;
  const { precision } = creditScale(programme.creditOneToOne);
  const tax = taxPreview(values, { store: programme.store, creditOneToOne: programme.creditOneToOne, creditPrecision: precision });
  const submit = () => {
    if (form.check()) save.save(values);
  };
  const editing = current !== undefined;
  return (
    <Sidebar
      visible
      position="right"
      onHide={onClose}
      style={{ width: "min(34rem, 100vw)" }}
      header={<h2 className={styles.sideTitle}>{editing ? "Update bundle" : "Create bundle"}</h2>}
      aria-label={editing ? "Update bundle" : "Create bundle"}
    >
      <form
        className={styles.dialogBody}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SaveFailure message={save.failure} reloadable />
        <div className={formStyles.grid}>
          <TextField label="Name" value={values.name} error={errors.name} wide onChange={(name) => set("name", name)} />
          <NumberField label="Price" maxFractionDigits={2} value={values.price} error={errors.price} onChange={(price) => set("price", price)} />
          <NumberField label="Credit" maxFractionDigits={precision} value={values.normal} error={errors["credit.normal"]} onChange={(normal) => set("normal", normal)} />
        </div>
        <FreeCreditRows rows={values.free} errors={errors} maxFractionDigits={precision} onChange={(free) => set("free", free)} />
        <TitleRows rows={values.titles} errors={errors} titles={programme.titles} onChange={(titles) => set("titles", titles)} />
        <VoucherPick value={values.vouchers} onChange={(vouchers) => set("vouchers", vouchers)} />
        <ConditionRows rows={values.conditions} errors={errors} onChange={(conditions) => set("conditions", conditions)} />
        <ProductCatalogueProvider businessId={businessId}>
          <ProductChipsField label="Menu products" addLabel="Add a product from the menu" value={values.products} max={MAX_BUNDLE_PRODUCTS} error={errors.products} onChange={(products) => set("products", products)} />
        </ProductCatalogueProvider>
        <TaxPreview tax={tax} />
        <div className={styles.footer}>
          {editing && bundleIndex !== null ? (
            <Button
              type="button"
              label="Delete"
              icon="pi pi-trash"
              severity="danger"
              text
              onClick={() => {
                const stored = programme.store.categories[categoryIndex]?.bundles[bundleIndex];
                if (stored === undefined) return;
                onClose();
                deletion.request({ id: stored.id, name: stored.name });
              }}
            />
          ) : null}
          <span className={styles.spacer} />
          <Button type="button" label="Cancel" text onClick={onClose} />
          <Button type="submit" label={editing ? "Update" : "Create"} icon="pi pi-check" disabled={!save.canSave} loading={save.saving} />
        </div>
      </form>
    </Sidebar>
  );
};
