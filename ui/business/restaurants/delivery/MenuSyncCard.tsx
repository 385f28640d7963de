// A restaurant's menu sync on one platform: the live status (menuSyncStatus machine: Sync
// publishes, then the page follows the platform until success or failure), the latest sync's
// report (when, how many items, the platform's reasons of a failure), "Check menu" (the dry run:
// every problem and the screen that fixes it; nothing is sent), and the drift: item by item, our
// menu against what the platform accepted last, refreshed when a sync ends.
// `posGate` ('Required POS version {v}', spec 4 §9 deliveryIntegration) is shown beside Sync and
// disables it when the restaurant's till is too old to take delivery orders.
import { useMachine } from "@xstate/react";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Message } from "primereact/message";
import { Tag } from "primereact/tag";
import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { fromPromise } from "xstate";
import { messageOf } from "../../../../machines/auth/notice";
import { menuSyncStatusMachine } from "../../../../machines/delivery/menuSyncStatus.machine";
import type { DriftEntryView } from "../../../../domain/delivery/deliveryViews";
import formStyles from "../../../kit/forms/forms.module.css";
import stackedStyles from "../../../kit/stackedTable.module.css";
import { useLoad } from "../../../kit/page/useLoad";
import type { DeliveryPlatform, DeliveryPort, MenuDryRun, MenuSyncStatus } from "../../../ports/deliveryPort";
import styles from "./delivery.module.css";
import { PLATFORM_NAME, changeText, fixOf, priceText, syncLabel, whenText } from "./deliveryText";

export interface MenuSyncCardProps {
  readonly delivery: DeliveryPort;
  readonly platform: DeliveryPlatform;
  /** 'Required POS version {v}' when the till cannot take delivery orders, else null. */
  readonly posGate: string | null;
  readonly businessId: string;
  readonly restaurantId: string;
}

const Report = ({ status }: { readonly status: MenuSyncStatus }) => {
  const latest = status.latest;
  const name = PLATFORM_NAME[status.platform];
  if (latest === null) return <p className={styles.muted}>The menu was never sent to {name}.</p>;
  return (
    <div className={styles.cards}>
      <p className={styles.muted}>
        Last sync requested {whenText(latest.requestedAt)}
        {latest.finishedAt === null ? "" : `, ended ${whenText(latest.finishedAt)}`} · {latest.itemCount} items
        {status.live === null ? ` · ${name} has no menu from us yet` : ` · live menu accepted ${whenText(status.live.acceptedAt)}`}
      </p>
      {latest.status === "failed" ? (
        <div role="alert">
          <h3 className={styles.subTitle}>{name} refused the menu</h3>
          <ul className={styles.list}>
            {latest.reasons.map((reason) => <li key={reason}>{reason}</li>)}
          </ul>
        </div>
      ) : null}
    </div>
  );
};

const Problems = ({ dryRun, businessId, restaurantId }: { readonly dryRun: MenuDryRun; readonly businessId: string; readonly restaurantId: string }) =>
  dryRun.problems.length === 0 ? (
    <Message severity="success" text={`Ready to publish: ${dryRun.itemCount} items in ${dryRun.categoryCount} categories`} />
  ) : (
    <div>
      <h3 className={styles.subTitle}>Fix these before publishing</h3>
      <ul className={styles.list} aria-label="Menu problems">
        {dryRun.problems.map((problem, index) => {
          const fix = fixOf(problem, businessId, restaurantId);
          return (
            <li key={index}>
              {problem.message} — {fix.path === null ? <span className={styles.muted}>{fix.label}</span> : <Link to={fix.path}>{fix.label}</Link>}
            </li>
          );
        })}
      </ul>
    </div>
  );

const Drift = ({ items, platform }: { readonly items: ReadonlyArray<DriftEntryView>; readonly platform: DeliveryPlatform }) => (
  <div>
    <h3 className={styles.subTitle}>Our menu against {PLATFORM_NAME[platform]}'s</h3>
    {items.length === 0 ? (
      <p>{PLATFORM_NAME[platform]} has our current menu.</p>
    ) : (
      <DataTable value={[...items]} dataKey="itemId" size="small" responsiveLayout="stack" className={stackedStyles.stacked} pt={{ table: { "aria-label": "Menu drift" } }}>
        <Column field="name" header="Item" />
        <Column header="Change" body={(entry: DriftEntryView) => changeText(entry, platform)} />
        <Column header={`On ${PLATFORM_NAME[platform]}`} body={(entry: DriftEntryView) => priceText(entry.livePrice)} />
        <Column header="Ours" body={(entry: DriftEntryView) => priceText(entry.currentPrice)} />
      </DataTable>
    )}
  </div>
);

export const MenuSyncCard = ({ delivery, platform, posGate, businessId, restaurantId }: MenuSyncCardProps) => {
  const titleId = useId();
  const [driftKey, setDriftKey] = useState(0);
  const [dryRun, setDryRun] = useState<MenuDryRun | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const logic = useMemo(
    () =>
      menuSyncStatusMachine.provide({
        actors: {
          load: fromPromise(({ input }) => delivery.menuSyncStatus(platform, input.restaurantId)),
          start: fromPromise(({ input }) => delivery.startMenuSync(platform, input.restaurantId)),
        },
        actions: { notifyFinished: () => setDriftKey((n) => n + 1) },
      }),
    [delivery, platform],
  );
  const [snapshot, send] = useMachine(logic, { input: { restaurantId } });
  const drift = useLoad(() => delivery.menuDrift(platform, restaurantId), `${platform}:${restaurantId}:${driftKey}`);
  const { status, error } = snapshot.context;
  const working = snapshot.matches("starting") || snapshot.matches("watching") || snapshot.matches("polling");
  const label = syncLabel(platform, status?.status ?? "never");
  const check = async () => {
    setCheckError(null);
    try {
      setDryRun(await delivery.menuDryRun(platform, restaurantId));
    } catch (failure) {
      setCheckError(messageOf(failure));
    }
  };

  return (
    <section className={formStyles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={formStyles.sectionTitle}>Menu on {PLATFORM_NAME[platform]}</h2>
      <div className={styles.statusLine} aria-live="polite">
        <span>Sync status:</span>
        {snapshot.matches("loading") ? <span className={styles.muted}>Loading…</span> : <Tag severity={label.severity} value={label.label} />}
      </div>
      {error === null ? null : <Message severity="error" text={error} />}
      {status === null ? null : <Report status={status} />}
      <div className={styles.buttons}>
        <Button type="button" label={status?.status === "failed" ? "Retry sync" : "Sync menu"} icon="pi pi-sync" loading={working} disabled={!snapshot.matches("idle") || posGate !== null} onClick={() => send({ type: "sync.start" })} />
        <Button type="button" label="Check menu" icon="pi pi-list-check" outlined onClick={() => void check()} />
        {posGate === null ? null : <span className={styles.muted}>{posGate}</span>}
      </div>
      {checkError === null ? null : <Message severity="error" text={checkError} />}
      {dryRun === null ? null : <Problems dryRun={dryRun} businessId={businessId} restaurantId={restaurantId} />}
      {drift.phase === "ready" ? <Drift items={drift.data.items} platform={platform} /> : null}
    </section>
  );
};
