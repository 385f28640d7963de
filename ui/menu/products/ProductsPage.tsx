// The products page and its editor (spec 4 §3 Product, §4, §5; issue 16 items 3 and 11): the
// editor is a large dialog in steps (machines/menu/productEditor.machine.ts), one on screen at a
// time, the dialog's Save working from any of them: Details (names, code, prices with 2 decimals,
// category, unit, type, orderFrom with its effect explained, a thumbnail upload), Variants and
// their combination matrix (code suffix, price, active), Add-ons and options (add-on groups,
// schedulers, takeaway options, print departments), Inventory and taxes (bindings, taxes, noSst)
// and a Preview per channel at a chosen time. Taxes are picked by name (productTaxChoices.ts). A refused Save opens the first step with a message.
// Names are unique ignoring case ('name has constraint', the server's). A product used as an
// add-on or by a catalog cannot be deleted (the dialog names the group or catalog).
import { useMachine } from "@xstate/react";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Steps } from "primereact/steps";
import { useEffect } from "react";
import { ORDER_FROM } from "../../../domain/menu/menuFields";
import { productTaxChoices } from "../../../domain/menu/productTaxChoices";
import { PRODUCT_STEPS, PRODUCT_STEP_LABELS, productEditorMachine, stepsWithProblems } from "../../../machines/menu/productEditor.machine";
import { NumberField } from "../../kit/forms/NumberField";
import { SelectField } from "../../kit/forms/SelectField";
import { SwitchField } from "../../kit/forms/SwitchField";
import { TextAreaField } from "../../kit/forms/TextAreaField";
import { TextField } from "../../kit/forms/TextField";
import { errorsUnder } from "../../kit/forms/schemaErrors";
import { menuCurrency, zeroPrice } from "../frame/currency";
import { IdPicker } from "../frame/IdPicker";
import { InventoryBindingsField } from "../frame/InventoryBindingsField";
import { ModulePage } from "../frame/ModulePage";
import type { Draft, ItemFormProps, ModuleScreen } from "../frame/moduleScreen";
import { choicesOf, nameOf } from "../frame/names";
import { PriceField } from "../frame/PriceField";
import { priceText } from "../frame/priceText";
import styles from "../menu.module.css";
import { useMenu } from "../MenuArea";
import { ChannelPreview } from "./ChannelPreview";
import { ORDER_FROM_EFFECTS, ORDER_FROM_LABELS } from "./orderFromText";
import { ThumbnailField } from "./ThumbnailField";
import { useChargedTaxes } from "./useChargedTaxes";
import { combinationRows, matrixOf } from "./variantMatrix";

const NONE = "";

/** A choice's POS gate as a field hint ('Set: Required POS version 4.1.0'), none when supported. */
const gatedHint = (choice: string, gate: string | null): string | undefined => (gate === null ? undefined : `${choice}: ${gate}`);

const ProductForm = ({ draft, onChange, errors, report, document }: ItemFormProps<"product">) => {
  const currency = menuCurrency(document);
  const { posGate, restaurantId } = useMenu();
  const taxChoices = productTaxChoices(useChargedTaxes(restaurantId), draft.taxes);
  const variantsOf = (ids: ReadonlyArray<string>) => ids.flatMap((id) => document.modules.variant.filter((v) => v.id === id));
  const withVariants = (next: Draft<"product">): Draft<"product"> => ({ ...next, variantCombination: [...matrixOf(next, variantsOf(next.variants))] });
  const rows = combinationRows(variantsOf(draft.variants));
  const [snapshot, send] = useMachine(productEditorMachine);
  const step = PRODUCT_STEPS.find((s) => snapshot.matches(s)) ?? "details";
  // A refused Save opens the first step holding a refused field.
  const refused = Object.keys(errors).join(",");
  useEffect(() => {
    const steps = stepsWithProblems(refused === "" ? [] : refused.split(","));
    if (steps.length > 0) send({ type: "editor.problems", steps });
  }, [refused, send]);
  return (
    <>
      <Steps
        className={`${styles.wide} ${styles.productSteps}`}
        model={PRODUCT_STEPS.map((s) => ({ label: PRODUCT_STEP_LABELS[s] }))}
        activeIndex={PRODUCT_STEPS.indexOf(step)}
        readOnly={false}
        onSelect={(event) => send({ type: "wizard.goto", step: PRODUCT_STEPS[event.index] ?? "details" })}
      />
      {step === "details" ? (
        <>
          <TextField label="Name" value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={errors.name} />
          <TextField label="Name 2" value={draft.name2} onChange={(name2) => onChange({ ...draft, name2 })} optional />
          <TextField label="Code" value={draft.code} onChange={(code) => onChange(withVariants({ ...draft, code }))} error={errors.code} optional />
          <SelectField label="Category" value={draft.category ?? NONE} filter options={[{ label: "None", value: NONE }, ...document.modules.category.map((c) => ({ label: c.name, value: c.id }))]} onChange={(id) => onChange({ ...draft, category: id === NONE ? null : id })} />
          <PriceField label="Price" currency={currency} value={draft.price} onChange={(price) => onChange(withVariants({ ...draft, price }))} error={errors.price} report={(p) => report("price", p)} />
          <PriceField nullable label="Delivery price" currency={currency} value={draft.deliveryPrice} onChange={(deliveryPrice) => onChange({ ...draft, deliveryPrice })} error={errors.deliveryPrice} report={(p) => report("deliveryPrice", p)} />
          <PriceField nullable label="Cost" currency={currency} value={draft.cost} onChange={(cost) => onChange({ ...draft, cost })} error={errors.cost} report={(p) => report("cost", p)} />
          <SelectField label="Product type" value={draft.productType} options={[{ label: "À la carte", value: "ALA_CARTE" }, { label: "Set", value: "SET" }]} onChange={(productType) => onChange({ ...draft, productType })} hint={gatedHint("Set", posGate("itemCombo"))} />
          <SelectField label="Unit" value={draft.unit ?? NONE} options={[{ label: "None", value: NONE }, ...document.modules.unit.map((u) => ({ label: u.name, value: u.id }))]} onChange={(id) => onChange({ ...draft, unit: id === NONE ? null : id })} />
          <NumberField nullable label="Sold per quantity of the unit" value={draft.perXUnit} maxFractionDigits={4} onChange={(perXUnit) => onChange({ ...draft, perXUnit })} error={errors.perXUnit} hint="Set: measured at the counter ('Item need measurement, please order from counter')" />
          <SelectField label="Order from" value={draft.orderFrom} options={ORDER_FROM.map((o) => ({ label: ORDER_FROM_LABELS[o], value: o }))} onChange={(orderFrom) => onChange({ ...draft, orderFrom })} hint={ORDER_FROM_EFFECTS[draft.orderFrom]} />
          <SwitchField label="Available" checked={draft.available} onChange={(available) => onChange({ ...draft, available })} />
          <TextField label="Short description" value={draft.shortDescription} onChange={(shortDescription) => onChange({ ...draft, shortDescription })} optional wide />
          <TextAreaField label="Description" value={draft.description} onChange={(description) => onChange({ ...draft, description })} />
          <ThumbnailField productName={draft.name} value={draft.thumbnail} onChange={(thumbnail) => onChange({ ...draft, thumbnail })} />
        </>
      ) : null}
      {step === "variants" ? (
        <>
          <IdPicker label="Variants" wide items={choicesOf(document, "variant")} value={draft.variants} onChange={(variants) => onChange(withVariants({ ...draft, variants: [...variants], variantUsed: variants.length > 0 }))} />
          {rows.length === 0 ? null : (
            <fieldset className={styles.rows}>
              <legend>Combinations</legend>
              {rows.map((row, index) => {
                const combination = draft.variantCombination.find((c) => c.combinationKey === row.key);
                if (combination === undefined) return null;
                const update = (change: Partial<typeof combination>) =>
                  onChange({ ...draft, variantCombination: draft.variantCombination.map((c) => (c.combinationKey === row.key ? { ...c, ...change, code: `${draft.code}${change.codeSuffix ?? c.codeSuffix}` } : c)) });
                return (
                  <div key={row.key} className={styles.row}>
                    <strong style={{ alignSelf: "center" }}>{row.label}</strong>
                    <TextField label={`Code suffix of ${row.label}`} value={combination.codeSuffix} onChange={(codeSuffix) => update({ codeSuffix })} error={errors[`variantCombination.${index}.codeSuffix`]} optional />
                    <PriceField label={`Price of ${row.label}`} currency={currency} value={combination.price} onChange={(price) => update({ price })} report={(p) => report(`combination.${row.key}`, p)} />
                    <label className={styles.rowAction} style={{ display: "flex", gap: "0.5rem", alignItems: "center" }}>
                      <Checkbox inputId={`active-${row.key}`} checked={combination.active} onChange={(event) => update({ active: event.checked === true })} />
                      Active
                    </label>
                  </div>
                );
              })}
            </fieldset>
          )}
        </>
      ) : null}
      {step === "addOns" ? (
        <>
          <IdPicker label="Add-on groups" items={choicesOf(document, "addonGroup")} value={draft.addonGroups} onChange={(ids) => onChange({ ...draft, addonGroups: [...ids], addonGroupUsed: ids.length > 0 })} />
          <IdPicker label="Schedulers" items={choicesOf(document, "scheduler")} value={draft.schedulers} onChange={(ids) => onChange({ ...draft, schedulers: [...ids], schedulerUsed: ids.length > 0 })} hint="Outside them: 'Product not in schedule'" />
          <IdPicker label="Takeaway options" items={choicesOf(document, "takeaway")} value={draft.takeaways} onChange={(ids) => onChange({ ...draft, takeaways: [...ids], takeawayUsed: ids.length > 0 })} hint={posGate("itemTakeaway") ?? undefined} />
          <IdPicker label="Print departments" items={choicesOf(document, "printDepartment")} value={draft.printDepartments} onChange={(ids) => onChange({ ...draft, printDepartments: [...ids] })} />
        </>
      ) : null}
      {step === "inventory" ? (
        <>
          <InventoryBindingsField legend="Inventory bindings" document={document} value={draft.inventoryBindings} onChange={(inventoryBindings) => onChange({ ...draft, inventoryBindings: [...inventoryBindings] })} errors={errorsUnder(errors, "inventoryBindings")} />
          <IdPicker label="Taxes" items={taxChoices} value={draft.taxes} onChange={(taxes) => onChange({ ...draft, taxes: [...taxes] })} error={errors.taxes} hint="The taxes the restaurant charges (its accounting setting)" />
          <SwitchField label="No SST" checked={draft.noSst} onChange={(noSst) => onChange({ ...draft, noSst })} />
        </>
      ) : null}
      {step === "preview" ? (
        <>
          <ChannelPreview product={draft} document={document} />
        </>
      ) : null}
      <div className={`${styles.wide} ${styles.stepButtons}`}>
        <Button type="button" label="Back" icon="pi pi-arrow-left" text disabled={!snapshot.can({ type: "wizard.back" })} onClick={() => send({ type: "wizard.back" })} />
        <Button type="button" label="Next" icon="pi pi-arrow-right" iconPos="right" text disabled={!snapshot.can({ type: "wizard.next" })} onClick={() => send({ type: "wizard.next" })} />
      </div>
    </>
  );
};

export const productScreen: ModuleScreen<"product"> = {
  module: "product",
  title: "Products",
  subtitle: "What the restaurant sells, with its prices, variants, add-ons and availability.",
  noun: "product",
  columns: [
    // Decorative beside the name (alt ""), so a screen reader reads the row once.
    { header: "Image", body: (p) => (p.thumbnail === null ? null : <img className={styles.listThumbnail} src={p.thumbnail} alt="" width={40} height={40} loading="lazy" />) },
    { header: "Name", body: (p) => p.name },
    { header: "Code", body: (p) => p.code },
    { header: "Category", body: (p, d) => nameOf(d, "category", p.category) },
    { header: "Price", body: (p) => priceText(p.price) },
    { header: "Order from", body: (p) => ORDER_FROM_LABELS[p.orderFrom] },
  ],
  blank: (document) => ({
    id: "", code: "", name: "", name2: "", price: zeroPrice(document), deliveryPrice: null, cost: null, perXUnit: null, unit: null,
    productType: "ALA_CARTE", category: null, description: "", shortDescription: "", orderFrom: "ALL", addonGroupUsed: false, addonGroups: [],
    variantUsed: false, variants: [], variantCombination: [], addonProductBinding: [], schedulerUsed: false, schedulers: [], takeawayUsed: false,
    takeaways: [], thumbnail: null, printDepartments: [], available: true, inventoryBindings: [], taxes: [], noSst: false,
  }),
  Form: ProductForm,
  wide: true,
};

export const ProductsPage = () => <ModulePage screen={productScreen} />;
