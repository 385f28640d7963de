// The active member store (spec 2 §2 Member store): 'Store setting', 'New category', and each
// category with its bundles (name, price, price with tax, credit, free credit) and 'Add new
// bundle'. A category's name opens its dialog; a bundle's row opens the bundle side dialog at
// store/{categoryIndex}/bundle/{bundleIndex} (so it survives a reload); a new bundle is
// store/{categoryIndex}/bundle/new.
// Decision where the spec is silent: an index out of range closes the panel.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useMemo, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { creditScale } from "../../../domain/loyalty/creditMultiplier";
import { amountOf } from "../../../domain/loyalty/member/creditUnits";
import type { Bundle } from "../../../domain/loyalty/programme/storeBundles";
import { usePorts } from "../../ports/PortsProvider";
import { useProgramme } from "../entry/ProgrammeContext";
import { bundlePath, storePath } from "../../app/paths/loyaltyPaths";
import { BundleDialog, type BundleOpening } from "./BundleDialog";
import { bundleValuesOf, taxPreview } from "./bundleForm";
import { CategoryDialog, type CategoryOpening } from "./CategoryDialog";
import { type CategoriesWrite, bundleInputOf, categoryInputsOf, withCategoryName, withoutBundle, withoutCategory } from "./storeCategories";
import { BUNDLE_UPDATED, STORE_UPDATED } from "./storeNotices";
import { StoreSettingDialog } from "./StoreSettingDialog";
import { moneyText } from "./TaxPreview";
import { useStoreDeletion } from "./useStoreDeletion";
import styles from "./store.module.css";

const indexOf = (text: string | undefined): number | null => (text !== undefined && /^\d+$/.test(text) ? Number(text) : null);

const useBundleOpening = (categoryCount: number, bundleCount: (category: number) => number): BundleOpening | null => {
  const params = useParams();
  const categoryIndex = indexOf(params.categoryIndex);
  if (categoryIndex === null || categoryIndex >= categoryCount) return null;
  if (params.bundleIndex === "new") return { categoryIndex, bundleIndex: null };
  const bundleIndex = indexOf(params.bundleIndex);
  return bundleIndex === null || bundleIndex >= bundleCount(categoryIndex) ? null : { categoryIndex, bundleIndex };
};

export const StoreCatalogue = () => {
  const { loyalty } = usePorts();
  const { businessId, programme } = useProgramme();
  const navigate = useNavigate();
  const { categories } = programme.store;
  const { precision } = creditScale(programme.creditOneToOne);
  const list = useMemo(() => categoryInputsOf(categories, precision), [categories, precision]);
  const write: CategoriesWrite = (next, rev) => loyalty.replaceStoreCategories({ businessId, rev, change: next });
  const [category, setCategory] = useState<CategoryOpening | null>(null);
  const [setting, setSetting] = useState(false);
  const bundle = useBundleOpening(categories.length, (index) => categories[index]?.bundles.length ?? 0);
  const closeBundle = () => void navigate(storePath(businessId));
  const categoryDeletion = useStoreDeletion(
    (target, rev) => write(withoutCategory(list, categories.findIndex((c) => c.id === target.id)), rev),
    STORE_UPDATED,
  );
  const bundleDeletion = useStoreDeletion(
    (target, rev) => {
      const ci = categories.findIndex((c) => c.bundles.some((b) => b.id === target.id));
      return write(withoutBundle(list, ci, categories[ci]?.bundles.findIndex((b) => b.id === target.id) ?? -1), rev);
    },
    BUNDLE_UPDATED,
  );
  const priceWithTax = (item: Bundle) => {
    const tax = taxPreview(bundleValuesOf(bundleInputOf(item, precision)), { store: programme.store, creditOneToOne: programme.creditOneToOne, creditPrecision: precision });
    return tax === null ? "-" : moneyText(tax.priceWithTaxes);
  };
  return (
    <>
      <div className={styles.toolbar}>
        <Button label="Store setting" icon="pi pi-cog" outlined size="small" onClick={() => setSetting(true)} />
        <Button label="New category" icon="pi pi-plus" size="small" onClick={() => setCategory({ index: null })} />
      </div>
      {categories.length === 0 ? <p className={styles.empty}>No category yet. Add one to sell credit bundles.</p> : null}
      {categories.map((item, ci) => (
        <section key={item.id} className={styles.category} aria-label={item.name}>
          <header className={styles.categoryHeader}>
            <Button label={item.name} icon="pi pi-pencil" iconPos="right" text className={styles.categoryName} aria-label={`Edit category ${item.name}`} onClick={() => setCategory({ index: ci })} />
            <Button label="Add new bundle" icon="pi pi-plus" outlined size="small" onClick={() => void navigate(bundlePath(businessId, ci, "new"))} />
          </header>
          <DataTable
            value={[...item.bundles]}
            dataKey="id"
            size="small"
            emptyMessage="No bundle yet"
            selectionMode="single"
            onRowClick={(event) => void navigate(bundlePath(businessId, ci, event.index))}
            className={styles.table}
          >
            <Column field="name" header="Name" />
            <Column header="Price" body={(row: Bundle) => moneyText(row.price)} />
            <Column header="Price with tax" body={priceWithTax} />
            <Column header="Credit" body={(row: Bundle) => amountOf(row.credit.normal, precision)} />
            <Column header="Free credit" body={(row: Bundle) => row.credit.free.reduce((total, lot) => total + amountOf(lot.amount, precision), 0)} />
          </DataTable>
        </section>
      ))}
      {category === null ? null : (
        <CategoryDialog
          opening={category}
          list={list}
          write={write}
          change={(name) => withCategoryName(list, category.index, name)}
          deletion={categoryDeletion}
          onClose={() => setCategory(null)}
        />
      )}
      {bundle === null ? null : (
        <BundleDialog key={`${bundle.categoryIndex}-${bundle.bundleIndex}-${programme._rev}`} opening={bundle} list={list} write={write} deletion={bundleDeletion} onClose={closeBundle} />
      )}
      {setting ? <StoreSettingDialog onClose={() => setSetting(false)} /> : null}
      {categoryDeletion.dialog}
      {bundleDeletion.dialog}
    </>
  );
};
