// The add-on groups page (spec 4 §3 Add-on group: name, add-ons, min 0, max 1, stackable false,
// position, type NORMAL, DYNAMIC or PRODUCT; §4): a group products use cannot be deleted, and
// changing a group's type asks first (machines/menu/confirmedSave.machine.ts), naming the products
// whose add-on bindings the server recomputes when it becomes DYNAMIC (domain/menu/dynamicBindings.ts).
// An add-on may sell a product of the menu (picked by name) with its own price and ordering channel.
import { ADDON_GROUP_TYPES, type AddonGroup } from "../../../domain/menu/addonGroup";
import { reboundProducts } from "../../../domain/menu/dynamicBindings";
import { ORDER_FROM } from "../../../domain/menu/menuFields";
import { NumberField } from "../../kit/forms/NumberField";
import { SelectField } from "../../kit/forms/SelectField";
import { SwitchField } from "../../kit/forms/SwitchField";
import { TextField } from "../../kit/forms/TextField";
import type { MenuDocument } from "../../ports/menuPort";
import { menuCurrency, zeroPrice } from "../frame/currency";
import { ModulePage } from "../frame/ModulePage";
import { useMenu } from "../MenuArea";
import type { ItemFormProps, ModuleScreen } from "../frame/moduleScreen";
import { newEntryId } from "../frame/newId";
import { PriceField } from "../frame/PriceField";
import { RowList } from "../frame/RowList";
import { ORDER_FROM_LABELS } from "../products/orderFromText";
import styles from "../menu.module.css";

const NO_PRODUCT = "";

const TYPE_LABELS: Readonly<Record<AddonGroup["addonGroupType"], string>> = {
  NORMAL: "Normal",
  DYNAMIC: "Dynamic (each product offers its own add-ons)",
  PRODUCT: "Product (add-ons are products)",
};

const AddonGroupForm = ({ draft, onChange, errors, report, document }: ItemFormProps<"addonGroup">) => {
  const nested = useMenu().posGate("nestedAddon");
  return (
    <>
      <TextField label="Name" value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={errors.name} />
      <SelectField
        label="Type"
        value={draft.addonGroupType}
        options={ADDON_GROUP_TYPES.map((type) => ({ label: TYPE_LABELS[type], value: type }))}
        onChange={(addonGroupType) => onChange({ ...draft, addonGroupType })}
        hint={nested === null ? undefined : `${TYPE_LABELS.PRODUCT}: ${nested}`}
      />
      <NumberField label="Min" value={draft.min} onChange={(min) => onChange({ ...draft, min })} error={errors.min} hint="Add-ons a customer must pick" />
      <NumberField label="Max" value={draft.max} onChange={(max) => onChange({ ...draft, max })} error={errors.max} hint="Add-ons a customer may pick" />
      <NumberField label="Position" value={draft.position} onChange={(position) => onChange({ ...draft, position })} error={errors.position} />
      <SwitchField label="Stackable (the same add-on more than once)" checked={draft.stackable} onChange={(stackable) => onChange({ ...draft, stackable })} />
      <RowList
        legend="Add-ons"
        noun="add-on"
        rows={draft.addons}
        onChange={(addons) => onChange({ ...draft, addons: [...addons] })}
        blank={() => ({
          id: newEntryId(), name: "", name2: "", price: zeroPrice(document), productId: null as string | null, variantCombination: null as string | null,
          overridePrice: null, overrideActive: null, orderFrom: "ALL" as const, inventoryBindings: [],
        })}
        keyOf={(addon) => addon.id}
        render={(addon, index, update) => (
          <>
            <TextField label={`Add-on ${index + 1}`} value={addon.name} onChange={(name) => update({ ...addon, name })} error={errors[`addons.${index}.name`]} />
            <PriceField label="Price" currency={menuCurrency(document)} value={addon.price} onChange={(price) => update({ ...addon, price })} error={errors[`addons.${index}.price`]} report={(p) => report(`addons.${addon.id}.price`, p)} />
            <SelectField
              label="Sells product"
              value={addon.productId ?? NO_PRODUCT}
              filter
              options={[{ label: "None", value: NO_PRODUCT }, ...document.modules.product.map((p) => ({ label: p.name, value: p.id }))]}
              onChange={(id) => update({ ...addon, productId: id === NO_PRODUCT ? null : id, variantCombination: null })}
            />
            <SelectField label="Order from" value={addon.orderFrom} options={ORDER_FROM.map((o) => ({ label: ORDER_FROM_LABELS[o], value: o }))} onChange={(orderFrom) => update({ ...addon, orderFrom })} />
          </>
        )}
      />
    </>
  );
};

/** The question before a type change: which products get their bindings recomputed, if any. */
export const typeChangeQuestion = (before: AddonGroup & { readonly id: string }, after: AddonGroup & { readonly id: string }, document: MenuDocument) => {
  if (before.addonGroupType === after.addonGroupType) return null;
  const rebound = reboundProducts(document.modules.product, before, after);
  return (
    <div className={styles.dependencies}>
      <p className={styles.explain}>
        The type changes from {TYPE_LABELS[before.addonGroupType]} to {TYPE_LABELS[after.addonGroupType]}.
      </p>
      {rebound.length === 0 ? (
        <p className={styles.explain}>No product's add-on bindings change.</p>
      ) : (
        <>
          <span className={styles.kind}>These products will offer every add-on of the group (their bindings are recomputed):</span>
          <ul className={styles.userList}>
            {rebound.map((p) => (
              <li key={p.id}>{p.name}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
};

export const addonGroupScreen: ModuleScreen<"addonGroup"> = {
  module: "addonGroup",
  title: "Add-on groups",
  subtitle: "Extras a product offers (milk, toppings), with how many a customer picks.",
  noun: "add-on group",
  columns: [
    { header: "Name", body: (g) => g.name },
    { header: "Type", body: (g) => g.addonGroupType },
    { header: "Pick", body: (g) => `${g.min}–${g.max}` },
    { header: "Add-ons", body: (g) => g.addons.map((a) => a.name).join(", ") },
  ],
  blank: () => ({ id: "", name: "", addons: [], min: 0, max: 1, stackable: false, position: 0, addonGroupType: "NORMAL" }),
  Form: AddonGroupForm,
  wide: true,
  confirmUpdate: typeChangeQuestion,
};

export const AddonGroupsPage = () => <ModulePage screen={addonGroupScreen} />;
