// The member store address (spec 1 §9, spec 2 §2 '{host}/{url or business id}'; issue 19): the
// programme and its tiers, the store's bundles, and, after the phone proof (spent on a customer
// session), the member's own card, level, credit, titles and vouchers. An address that names no
// programme shows the server's 'Member store not found'.
import { useParams } from "react-router";
import { formatMoney } from "../../domain/shared/money";
import type { PublicStore } from "../ports/customerPort";
import styles from "./customer.module.css";
import { LazyMemberView } from "./LazyMemberView";
import { PhoneProofForm } from "./PhoneProofForm";
import { usePhoneProof } from "./usePhoneProof";
import { usePublicRead } from "./usePublicRead";

const Bundles = ({ store }: { readonly store: PublicStore }) => (
  <section className={styles.card} aria-labelledby="bundles-title">
    <h2 id="bundles-title" className={styles.subtitle}>Member store</h2>
    {store.categories.length === 0 ? <p className={styles.muted}>No bundles on sale yet.</p> : store.categories.map((category) => (
      <div key={category.id}>
        <h3 className={styles.muted}>{category.name}</h3>
        <ul className={styles.list} aria-label={category.name}>
          {category.bundles.map((bundle) => (
            <li key={bundle.id} className={styles.item}>
              <span>
                <span className={styles.itemName}>{bundle.name}</span>
                {bundle.credit.normal > 0 ? <span className={styles.muted}> · {bundle.credit.normal} credit</span> : null}
              </span>
              <span className={styles.price}>{bundle.price.currency} {formatMoney(bundle.price, { grouping: true, decimals: bundle.price.precision })}</span>
            </li>
          ))}
        </ul>
      </div>
    ))}
  </section>
);

const Member = ({ storeKey }: { readonly storeKey: string }) => {
  const [snapshot] = usePhoneProof((port, input) => port.openSession(input));
  const token = snapshot.context.customerToken;
  if (snapshot.matches("proven") && token !== null) return <LazyMemberView storeKey={storeKey} customerToken={token} />;
  return (
    <section className={styles.card} aria-labelledby="sign-in-title">
      <h2 id="sign-in-title" className={styles.subtitle}>See your card</h2>
      <PhoneProofForm snapshot={snapshot} />
    </section>
  );
};

export const MemberStorePage = () => {
  const storeKey = useParams().storeKey ?? "";
  const read = usePublicRead(storeKey, (port) => port.store(storeKey));
  if (read.status === "loading") return <p className={styles.muted}>Loading...</p>;
  if (read.status === "failed") return <section className={styles.card}><h1 className={styles.title}>{read.message}</h1></section>;
  const store = read.value;
  return (
    <>
      <section className={styles.card} aria-labelledby="store-title">
        <p className={styles.muted}>{store.businessName}</p>
        <h1 id="store-title" className={styles.title}>{store.programmeName}</h1>
        <p className={styles.muted}>Tiers: {store.tiers.map((tier) => tier.name).join(" · ")}</p>
      </section>
      <Member storeKey={store.storeKey} />
      <Bundles store={store} />
    </>
  );
};
