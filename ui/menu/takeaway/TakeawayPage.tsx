// The takeaway options page (spec 4 §3 Takeaway: name, price; a packaging charge): an option
// products use cannot be deleted (the dialog lists them).
import { TextField } from "../../kit/forms/TextField";
import { priceText } from "../frame/priceText";
import { menuCurrency, zeroPrice } from "../frame/currency";
import { ModulePage } from "../frame/ModulePage";
import type { ItemFormProps, ModuleScreen } from "../frame/moduleScreen";
import { PriceField } from "../frame/PriceField";

const TakeawayForm = ({ draft, onChange, errors, report, document }: ItemFormProps<"takeaway">) => (
  <>
    <TextField label="Name" value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={errors.name} />
    <PriceField label="Price" currency={menuCurrency(document)} value={draft.price} onChange={(price) => onChange({ ...draft, price })} error={errors.price} report={(p) => report("price", p)} />
  </>
);

export const takeawayScreen: ModuleScreen<"takeaway"> = {
  module: "takeaway",
  title: "Takeaway",
  subtitle: "Packaging charges a product can add when taken away.",
  noun: "takeaway option",
  columns: [
    { header: "Name", body: (t) => t.name },
    { header: "Price", body: (t) => priceText(t.price) },
    { header: "Products", body: (t, d) => d.modules.product.filter((p) => p.takeaways.includes(t.id)).length },
  ],
  blank: (document) => ({ id: "", name: "", price: zeroPrice(document) }),
  Form: TakeawayForm,
};

export const TakeawayPage = () => <ModulePage screen={takeawayScreen} />;
