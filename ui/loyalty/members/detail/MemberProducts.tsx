// The member detail's 'Products bought' (issue 16 item 9, "member stats show product names"): the
// member's stat products (ids and counts from the POS bills, spec 2 §3 stat.products) named from
// the business's menus (ui/kit/pickers/useProductNames.ts), the most bought first.
// Decisions where the spec is silent: the ten most bought are shown; an id no menu of the
// business knows reads 'Unknown product {id}', and while names load (or when they cannot) the id.
import { pickedLabel } from "../../../kit/pickers/productPicks";
import { useProductNames } from "../../../kit/pickers/useProductNames";
import styles from "./detail.module.css";

export const SHOWN_PRODUCTS = 10;

export interface MemberProductsProps {
  readonly products: ReadonlyArray<{ readonly id: string; readonly count: number }>;
}

export const MemberProducts = ({ products }: MemberProductsProps) => {
  const top = [...products].sort((a, b) => b.count - a.count || a.id.localeCompare(b.id)).slice(0, SHOWN_PRODUCTS);
  const lookup = useProductNames(top.map((product) => product.id));
  return (
    <section aria-label="Products bought">
      <h3 className={styles.heading}>Products bought</h3>
      {top.length === 0 ? <p>No products yet</p> : null}
      <dl className={styles.facts}>
        {top.map((product) => (
          <div key={product.id} style={{ display: "contents" }}>
            <dt>{pickedLabel(product.id, lookup)}</dt>
            <dd>{`× ${product.count}`}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
