// The restaurant's special opening hours (GET|PUT /delivery/special-hours/{id}), shown on each
// platform's tab: the list (dates, hours, description) with Remove, a small form to add one
// (dates, closed all day / open all day / open from-to, description), and Push to the platform
// (PUT /delivery/{platform}/special-opening-hours/{id}). The list is the restaurant's, the same on
// every tab; each platform gets it when pushed. The server's refusal (GrabFood's limits, dates in
// the past in the business's time zone, the POS gate) shows in the card and changes nothing.
// Decision where the spec is silent: the form adds one open period; an entry with more (up to 3)
// comes from the API.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Message } from "primereact/message";
import { Temporal } from "temporal-polyfill";
import { useId, useState } from "react";
import { formatDisplayDate } from "../../../../domain/shared/calendarDate";
import { messageOf } from "../../../../machines/auth/notice";
import { DateField } from "../../../kit/dates/DateField";
import { SelectField } from "../../../kit/forms/SelectField";
import { TextField } from "../../../kit/forms/TextField";
import formStyles from "../../../kit/forms/forms.module.css";
import { useToast } from "../../../kit/feedback/ToastProvider";
import { LoadProblem } from "../../../kit/page/LoadProblem";
import { Loading } from "../../../kit/page/Loading";
import { useLoad } from "../../../kit/page/useLoad";
import stackedStyles from "../../../kit/stackedTable.module.css";
import type { DeliveryPlatform, DeliveryPort, SpecialHour, SpecialHoursView } from "../../../ports/deliveryPort";
import styles from "./delivery.module.css";
import { PLATFORM_NAME } from "./deliveryText";

type Kind = SpecialHour["openPeriodType"];
const KIND_OPTIONS: ReadonlyArray<{ readonly label: string; readonly value: Kind }> = [
  { label: "Closed all day", value: "ClosedAllDay" },
  { label: "Open all day", value: "OpenAllDay" },
  { label: "Open from – to", value: "Period" },
];

const day = (iso: string) => formatDisplayDate(Temporal.PlainDate.from(iso));
const datesText = (entry: SpecialHour) => (entry.startDate === entry.endDate ? day(entry.startDate) : `${day(entry.startDate)} – ${day(entry.endDate)}`);
const hoursText = (entry: SpecialHour) =>
  entry.openPeriodType === "ClosedAllDay" ? "Closed" : entry.openPeriodType === "OpenAllDay" ? "Open all day" : entry.periods.map((p) => `${p.startTime}–${p.endTime}`).join(", ");

export interface SpecialHoursCardProps {
  readonly delivery: DeliveryPort;
  readonly platform: DeliveryPlatform;
  readonly restaurantId: string;
  /** 'Required POS version {v}' when the till cannot take delivery orders (Push is refused), else null. */
  readonly posGate: string | null;
}

const SpecialHoursList = ({ delivery, platform, restaurantId, posGate, initial }: SpecialHoursCardProps & { readonly initial: SpecialHoursView }) => {
  const toast = useToast();
  const [view, setView] = useState(initial);
  const [startDate, setStartDate] = useState<string | null>(null);
  const [endDate, setEndDate] = useState<string | null>(null);
  const [kind, setKind] = useState<Kind>("ClosedAllDay");
  const [from, setFrom] = useState("10:00");
  const [to, setTo] = useState("14:00");
  const [description, setDescription] = useState("");
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = PLATFORM_NAME[platform];

  const run = async <T,>(call: () => Promise<T>, done: (answer: T) => string) => {
    setBusy(true);
    setRefusal(null);
    try {
      toast.success(done(await call()));
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const save = (list: ReadonlyArray<SpecialHour>, done: string) =>
    run(async () => {
      const next = await delivery.saveSpecialHours(restaurantId, list, view._rev);
      setView(next);
      return next;
    }, () => done);
  const add = () => {
    if (startDate === null) {
      setRefusal("Start date is required");
      return;
    }
    const entry: SpecialHour = { startDate, endDate: endDate ?? startDate, description: description.trim(), openPeriodType: kind, periods: kind === "Period" ? [{ startTime: from, endTime: to }] : [] };
    void save([...view.specialHours, entry], "Special hours added").then(() => setDescription(""));
  };

  return (
    <>
      {refusal === null ? null : (
        <div role="alert">
          <Message severity="error" text={refusal} />
        </div>
      )}
      <DataTable value={[...view.specialHours]} dataKey="startDate" emptyMessage="No data" stripedRows responsiveLayout="stack" className={stackedStyles.stacked} pt={{ table: { "aria-label": "Special opening hours" } }}>
        <Column header="Dates" body={(entry: SpecialHour) => datesText(entry)} />
        <Column header="Hours" body={(entry: SpecialHour) => hoursText(entry)} />
        <Column header="Description" field="description" />
        <Column
          header="Actions"
          body={(entry: SpecialHour) => (
            <Button type="button" label="Remove" text severity="danger" size="small" aria-label={`Remove ${datesText(entry)}`} disabled={busy} onClick={() => void save(view.specialHours.filter((each) => each !== entry), "Special hours removed")} />
          )}
        />
      </DataTable>
      <h3 className={styles.subTitle}>Add special hours</h3>
      <div className={formStyles.grid}>
        <DateField label="From" value={startDate} onChange={setStartDate} />
        <DateField label="To" value={endDate} onChange={setEndDate} optional hint="Empty: the same day" />
        <SelectField label="Hours" value={kind} options={KIND_OPTIONS} onChange={setKind} />
        {kind === "Period" ? (
          <>
            <TextField label="Opens at" value={from} onChange={setFrom} placeholder="HH:mm" />
            <TextField label="Closes at" value={to} onChange={setTo} placeholder="HH:mm" />
          </>
        ) : null}
        <TextField label="Description" value={description} onChange={setDescription} optional placeholder="Hari Raya Aidilfitri" />
      </div>
      <div className={styles.buttons}>
        <Button type="button" label="Add" icon="pi pi-plus" outlined disabled={busy} onClick={add} />
        <Button
          type="button"
          label={`Push to ${name}`}
          icon="pi pi-send"
          loading={busy}
          disabled={posGate !== null}
          onClick={() => void run(() => delivery.pushSpecialHours(platform, restaurantId), (sent) => `${sent.length === 1 ? "1 special hour" : `${sent.length} special hours`} sent to ${name}`)}
        />
        {posGate === null ? null : <span className={styles.muted}>{posGate}</span>}
      </div>
    </>
  );
};

export const SpecialHoursCard = (props: SpecialHoursCardProps) => {
  const titleId = useId();
  const load = useLoad(() => props.delivery.specialHours(props.restaurantId), `${props.platform}:${props.restaurantId}`);
  return (
    <section className={formStyles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={formStyles.sectionTitle}>Special opening hours</h2>
      {load.phase === "loading" ? <Loading /> : null}
      {load.phase === "failed" ? <LoadProblem message={load.message} onRetry={load.retry} /> : null}
      {load.phase === "ready" ? <SpecialHoursList {...props} initial={load.data} /> : null}
    </section>
  );
};
