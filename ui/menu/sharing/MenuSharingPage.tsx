// The menu sharing page (route 'menu-sharing'; spec 4 §7 `GET|PUT menu-v3/restaurants`, README
// "Restaurants sharing a menu"): which menu this restaurant uses (its own, or the menu of another
// restaurant of the business, its master) and, for a restaurant using its own menu, which
// restaurants share it. Changing the menu used asks in the 'Confirmation' dialog first; the
// server decides every rule (no chains, no cycles, only restaurants of the business) and its
// refusal is shown in red on the card, changing nothing.
// Decision where the spec is silent: the change of the menu used is ONE write (PUT
// menu-v3/master): leaving the current master and joining the new one happen together, so a
// refusal leaves the restaurant on the menu it used.
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useState } from "react";
import { useParams } from "react-router";
import { messageOf } from "../../../machines/auth/notice";
import { useConfirmation } from "../../kit/feedback/ConfirmationProvider";
import { useToast } from "../../kit/feedback/ToastProvider";
import { CheckboxGroupField } from "../../kit/forms/CheckboxGroupField";
import { SelectField } from "../../kit/forms/SelectField";
import formStyles from "../../kit/forms/forms.module.css";
import { LoadProblem } from "../../kit/page/LoadProblem";
import { Loading } from "../../kit/page/Loading";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import { useLoad } from "../../kit/page/useLoad";
import type { MenuSharingPort, MenuSharingView } from "../../ports/menuSharingPort";
import { usePorts } from "../../ports/PortsProvider";
import styles from "./menuSharing.module.css";
import { otherRestaurants, sharersOf } from "./sharingChanges";

const NO_SHARING = "Menu sharing is not available here";
const OWN = "own";

const nameIn = (view: MenuSharingView, id: string): string =>
  [...view.restaurants, ...view.others].find((r) => r.id === id)?.name ?? id;

interface CardProps {
  readonly port: MenuSharingPort;
  readonly view: MenuSharingView;
  readonly onChanged: () => void;
  /** The server's refusal (null: none), shown above the cards so a reload keeps it. */
  readonly onProblem: (message: string | null) => void;
}

const MenuUsedCard = ({ port, view, onChanged, onProblem }: CardProps) => {
  const confirm = useConfirmation();
  const toast = useToast();
  const sharing = view.masterRestaurantId !== view.restaurantId;
  const [choice, setChoice] = useState(sharing ? view.masterRestaurantId : OWN);
  const [busy, setBusy] = useState(false);
  const current = sharing ? view.masterRestaurantId : OWN;
  const self = nameIn(view, view.restaurantId);
  const change = async () => {
    const question = choice === OWN
      ? `${self} will use its own menu again, as it was before it shared one.`
      : `${self} will sell the menu of ${nameIn(view, choice)}: its own menu is kept, untouched, until it stops sharing.`;
    if (!(await confirm({ message: question, confirmLabel: "Confirm" }))) return;
    setBusy(true);
    onProblem(null);
    try {
      await port.switchTo(view.restaurantId, choice === OWN ? view.restaurantId : choice, view._rev);
      toast.success("Menu sharing changed");
      onChanged();
    } catch (failure) {
      onProblem(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={formStyles.card} aria-labelledby="menu-used-title">
      <h2 id="menu-used-title" className={formStyles.sectionTitle}>Menu used by {self}</h2>
      <p className={styles.line}>{sharing ? `Shares the menu of ${nameIn(view, view.masterRestaurantId)}.` : "Uses its own menu."}</p>
      <div className={styles.buttons}>
        <SelectField
          label="Menu used"
          value={choice}
          filter
          options={[{ label: "Its own menu", value: OWN }, ...otherRestaurants(view).map((r) => ({ label: `The menu of ${r.name}`, value: r.id }))]}
          onChange={setChoice}
        />
        <Button type="button" label="Change menu used" icon="pi pi-sync" disabled={busy || choice === current} loading={busy} onClick={() => void change()} />
      </div>
    </section>
  );
};

const SharersCard = ({ port, view, onChanged, onProblem }: CardProps) => {
  const toast = useToast();
  const stored = sharersOf(view, view.restaurantId);
  const [picked, setPicked] = useState<ReadonlyArray<string>>(stored);
  const [busy, setBusy] = useState(false);
  const unchanged = picked.length === stored.length && picked.every((id) => stored.includes(id));
  const save = async () => {
    setBusy(true);
    onProblem(null);
    try {
      await port.set(view.restaurantId, picked, view._rev);
      toast.success("Menu sharing changed");
      onChanged();
    } catch (failure) {
      onProblem(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={formStyles.card} aria-labelledby="menu-sharers-title">
      <h2 id="menu-sharers-title" className={formStyles.sectionTitle}>Restaurants sharing this menu</h2>
      <p className={`${styles.line} ${styles.muted}`}>
        They sell this menu's products; each catalog can serve all of them or only some (its Restaurants). A restaurant left out goes back to its own menu.
      </p>
      {otherRestaurants(view).length === 0 ? (
        <p className={styles.line}>The business has no other restaurant.</p>
      ) : (
        <CheckboxGroupField label="Sharing restaurants" options={otherRestaurants(view).map((r) => ({ label: r.name, value: r.id }))} value={picked} onChange={setPicked} />
      )}
      <div className={styles.buttons}>
        <Button type="button" label="Save" icon="pi pi-check" disabled={busy || unchanged} loading={busy} onClick={() => void save()} />
      </div>
    </section>
  );
};

const GroupCard = ({ view }: { readonly view: MenuSharingView }) => (
  <section className={formStyles.card} aria-labelledby="menu-group-title">
    <h2 id="menu-group-title" className={formStyles.sectionTitle}>Restaurants selling this menu</h2>
    <ul className={styles.group}>
      {view.restaurants.map((r) => (
        <li key={r.id}>
          {r.name} <span className={styles.muted}>· {r.role === "MASTER" ? "its menu" : "shares it"}{r.fixMasterMenuStock ? " · stock counts of the master" : ""}</span>
        </li>
      ))}
    </ul>
  </section>
);

export const MenuSharingPage = () => {
  const { restaurantId = "" } = useParams();
  const { menuSharing } = usePorts();
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(() => (menuSharing === undefined ? Promise.reject(new Error(NO_SHARING)) : menuSharing.read(restaurantId)), `${restaurantId}#${attempt}`);
  const reload = () => setAttempt((n) => n + 1);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className={pageStyles.page}>
      <PageHeader title="Menu sharing" subtitle="Sell the menu of another restaurant of the business, or let others sell this one." />
      {load.phase === "loading" ? <Loading /> : null}
      {load.phase === "failed" ? <LoadProblem message={load.message} onRetry={load.retry} /> : null}
      {load.phase === "ready" && menuSharing !== undefined ? (
        <div className={styles.cards} key={load.data._rev}>
          {problem === null ? null : <Message severity="error" text={problem} style={{ justifyContent: "flex-start" }} />}
          <MenuUsedCard port={menuSharing} view={load.data} onChanged={reload} onProblem={setProblem} />
          {load.data.masterRestaurantId === load.data.restaurantId ? <SharersCard port={menuSharing} view={load.data} onChanged={reload} onProblem={setProblem} /> : null}
          {load.data.restaurants.length > 1 ? <GroupCard view={load.data} /> : null}
        </div>
      ) : null}
    </div>
  );
};
