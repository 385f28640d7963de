// The items marked unavailable ("86") on one platform (GET|PUT /delivery/{platform}/item-availability/{id}):
// those marked now, each with when it comes back (in the business's time zone) and a Restore
// button, and the menu's delivery items found by name, one or several ticked and marked
// unavailable for 1 hour, 4 hours, the rest of the business's day or until restored.
// Decisions where the spec is silent: the platform's refusal shows in the card (role alert) and
// changes nothing; a search shows at most MATCHES_SHOWN items (the ticked ones stay ticked while
// the search changes); an item marked that the menu no longer has reads 'Unknown item {id}'.
// Marking shows 'Required POS version {v}' and is disabled when the till is too old (the server
// refuses it too, adapters/server/delivery/deliveryPosGate.ts); Restore never is.
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Message } from "primereact/message";
import { useId, useMemo, useState } from "react";
import { messageOf } from "../../../../machines/auth/notice";
import { SelectField } from "../../../kit/forms/SelectField";
import { TextField } from "../../../kit/forms/TextField";
import formStyles from "../../../kit/forms/forms.module.css";
import { useToast } from "../../../kit/feedback/ToastProvider";
import { LoadProblem } from "../../../kit/page/LoadProblem";
import { Loading } from "../../../kit/page/Loading";
import { useLoad } from "../../../kit/page/useLoad";
import stackedStyles from "../../../kit/stackedTable.module.css";
import type { DeliveryPlatform, DeliveryPort, ItemAvailabilityView, UnavailableFor } from "../../../ports/deliveryPort";
import { formatInstant } from "../machines/restaurantInstants";
import styles from "./delivery.module.css";
import { PLATFORM_NAME, UNAVAILABLE_OPTIONS } from "./deliveryText";

const MATCHES_SHOWN = 20;

export interface ItemAvailabilityCardProps {
  readonly delivery: DeliveryPort;
  readonly platform: DeliveryPlatform;
  readonly restaurantId: string;
  /** 'Required POS version {v}' when the till cannot take delivery orders (marking is refused), else null. */
  readonly posGate: string | null;
}

interface MarkedRow {
  readonly itemId: string;
  readonly name: string;
  readonly back: string;
}

const Items = ({ delivery, platform, restaurantId, posGate, initial }: ItemAvailabilityCardProps & { readonly initial: ItemAvailabilityView }) => {
  const toast = useToast();
  const searchId = useId();
  const [view, setView] = useState(initial);
  const [search, setSearch] = useState("");
  const [picked, setPicked] = useState<ReadonlyArray<string>>([]);
  const [span, setSpan] = useState<UnavailableFor>("1h");
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = PLATFORM_NAME[platform];
  const names = useMemo(() => new Map(view.menu.map((item) => [item.itemId, item.name])), [view.menu]);
  const marked = useMemo(() => new Set(view.items.map((item) => item.itemId)), [view.items]);
  const rows: ReadonlyArray<MarkedRow> = view.items.map((item) => ({
    itemId: item.itemId,
    name: names.get(item.itemId) ?? `Unknown item ${item.itemId}`,
    back: item.restoreAt === null ? "When restored" : formatInstant(item.restoreAt, view.timeZone),
  }));
  const needle = search.trim().toLowerCase();
  const available = view.menu.filter((item) => !marked.has(item.itemId));
  const matches = available.filter((item) => needle === "" || item.name.toLowerCase().includes(needle));
  const shown = matches.slice(0, MATCHES_SHOWN);

  const act = async (call: () => Promise<ItemAvailabilityView>, done: string) => {
    setBusy(true);
    setRefusal(null);
    try {
      const next = await call();
      setView(next);
      setPicked((ids) => ids.filter((id) => !next.items.some((item) => item.itemId === id)));
      toast.success(done);
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const toggle = (itemId: string, on: boolean) => setPicked((ids) => (on ? [...ids, itemId] : ids.filter((id) => id !== itemId)));

  return (
    <>
      {refusal === null ? null : (
        <div role="alert">
          <Message severity="error" text={refusal} />
        </div>
      )}
      <DataTable
        value={[...rows]}
        dataKey="itemId"
        emptyMessage={`Every item is available on ${name}`}
        stripedRows
        responsiveLayout="stack"
        className={stackedStyles.stacked}
        pt={{ table: { "aria-label": `Items unavailable on ${name}` } }}
      >
        <Column header="Item" field="name" />
        <Column header="Back" field="back" />
        <Column
          header="Actions"
          body={(row: MarkedRow) => (
            <Button type="button" label="Restore" text size="small" aria-label={`Restore ${row.name}`} disabled={busy} onClick={() => void act(() => delivery.restoreItems(platform, restaurantId, [row.itemId]), `${row.name} is available again on ${name}`)} />
          )}
        />
      </DataTable>
      <h3 className={styles.subTitle}>Mark items unavailable</h3>
      <TextField label="Find an item" value={search} onChange={setSearch} placeholder="Type part of a name" />
      <fieldset className={`${formStyles.fieldset} ${styles.itemPicks}`} aria-describedby={searchId}>
        <legend className={formStyles.label}>Menu items on {name}</legend>
        {shown.map((item) => (
          <label key={item.itemId} htmlFor={`${searchId}-${item.itemId}`} className={formStyles.checkbox}>
            <Checkbox inputId={`${searchId}-${item.itemId}`} checked={picked.includes(item.itemId)} onChange={(event) => toggle(item.itemId, event.checked === true)} />
            <span>{item.name}</span>
          </label>
        ))}
      </fieldset>
      <p id={searchId} className={styles.muted}>
        {matches.length === 0 ? "No item matches" : matches.length > shown.length ? `${shown.length} of ${matches.length} items shown: type more of a name` : `${matches.length} items`}
        {picked.length === 0 ? "" : ` · ${picked.length} ticked`}
      </p>
      <div className={styles.buttons}>
        <SelectField label="Unavailable for" value={span} options={UNAVAILABLE_OPTIONS} onChange={setSpan} />
        <Button
          type="button"
          label="Mark unavailable"
          icon="pi pi-ban"
          severity="warning"
          loading={busy}
          disabled={picked.length === 0 || posGate !== null}
          onClick={() => void act(() => delivery.markItemsUnavailable(platform, restaurantId, picked, span), `${picked.length === 1 ? "1 item" : `${picked.length} items`} marked unavailable on ${name}`)}
        />
        {posGate === null ? null : <span className={styles.muted}>{posGate}</span>}
      </div>
    </>
  );
};

export const ItemAvailabilityCard = (props: ItemAvailabilityCardProps) => {
  const titleId = useId();
  const { delivery, platform, restaurantId } = props;
  const load = useLoad(() => delivery.itemAvailability(platform, restaurantId), `${platform}:${restaurantId}`);
  return (
    <section className={formStyles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={formStyles.sectionTitle}>Items unavailable on {PLATFORM_NAME[platform]}</h2>
      {load.phase === "loading" ? <Loading /> : null}
      {load.phase === "failed" ? <LoadProblem message={load.message} onRetry={load.retry} /> : null}
      {load.phase === "ready" ? <Items {...props} initial={load.data} /> : null}
    </section>
  );
};
