// The side panel of the menu history page: the menu as it was at the chosen change (each
// module's item count and the products by name), what changed from then to now per module
// (added, removed, changed with the fields), and Roll back to this, behind the 'Confirmation'
// dialog, which undoes every later change as one new change.
import { Button } from "primereact/button";
import { useEffect, useState } from "react";
import { messageOf } from "../../../machines/auth/notice";
import { ConfirmationDialog } from "../../kit/feedback/ConfirmationDialog";
import { useToast } from "../../kit/feedback/ToastProvider";
import type { MenuDiffSinceView, MenuHistoryEntryView, MenuHistoryPort, MenuSnapshotView, ModuleDiffView } from "../../ports/menuHistoryPort";
import { describeChange } from "./describeChange";
import styles from "./menuHistory.module.css";

const label = (module: string): string => module.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
const nameOf = (item: { readonly id: string; readonly name: string | null }): string => item.name ?? item.id;

/** At most SHOWN lines per module; the rest is counted. */
const SHOWN = 20;

const ModuleChanges = ({ module, diff }: { readonly module: string; readonly diff: ModuleDiffView }) => {
  const lines = [
    ...diff.added.map((item) => ({ key: `a${item.id}`, text: `Added since: ${nameOf(item)}` })),
    ...diff.removed.map((item) => ({ key: `r${item.id}`, text: `Removed since: ${nameOf(item)}` })),
    ...diff.changed.map((item) => ({ key: `c${item.id}`, text: `Changed since: ${nameOf(item)} (${item.fields.join(", ")})` })),
  ];
  return (
    <li>
      <strong>{label(module)}</strong>
      <ul className={styles.list}>
        {lines.slice(0, SHOWN).map((line) => <li key={line.key}>{line.text}</li>)}
        {lines.length > SHOWN ? <li>and {lines.length - SHOWN} more</li> : null}
      </ul>
    </li>
  );
};

interface PanelProps {
  readonly port: MenuHistoryPort;
  readonly restaurantId: string;
  readonly entry: MenuHistoryEntryView;
  readonly when: string;
  readonly onRolledBack: () => void;
}

export const MenuAtInstantPanel = ({ port, restaurantId, entry, when, onRolledBack }: PanelProps) => {
  const toast = useToast();
  const [menu, setMenu] = useState<MenuSnapshotView | null>(null);
  const [diff, setDiff] = useState<MenuDiffSinceView | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let current = true;
    setMenu(null);
    setDiff(null);
    Promise.all([port.at(restaurantId, entry.at), port.diff(restaurantId, entry.at)]).then(
      ([then, since]) => {
        if (!current) return;
        setMenu(then);
        setDiff(since);
      },
      (error: unknown) => current && toast.error(messageOf(error)),
    );
    return () => {
      current = false;
    };
  }, [port, restaurantId, entry.at, toast]);
  const modules = diff === null ? [] : Object.entries(diff.diff.modules);
  const unchanged = diff !== null && modules.length === 0 && !diff.diff.masterCatalogSetting;
  const rollBack = async () => {
    if (diff === null) return;
    setBusy(true);
    try {
      await port.rollback(restaurantId, entry.at, diff._rev);
      toast.success(`The menu is back to how it was at ${when}`);
      setConfirming(false);
      onRolledBack();
    } catch (error) {
      toast.error(messageOf(error));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="menu-at-instant">
      <h2 id="menu-at-instant" className={styles.panelTitle}>The menu at {when}</h2>
      <p className={styles.muted}>After: {describeChange(entry)}</p>
      {menu === null || diff === null ? (
        <p className={styles.muted} role="status">Loading…</p>
      ) : (
        <>
          <div className={styles.actions}>
            <Button label="Roll back to this" icon="pi pi-undo" severity="danger" outlined disabled={unchanged} onClick={() => setConfirming(true)} />
          </div>
          <h3 className={styles.subTitle}>Products then ({menu.product.length})</h3>
          {menu.product.length === 0 ? <p className={styles.muted}>No data</p> : (
            <ul className={styles.list} aria-label="Products then">
              {menu.product.slice(0, SHOWN).map((p) => <li key={p.id}>{p.name ?? p.id}</li>)}
              {menu.product.length > SHOWN ? <li>and {menu.product.length - SHOWN} more</li> : null}
            </ul>
          )}
          <h3 className={styles.subTitle}>Changed since then</h3>
          {unchanged ? <p className={styles.muted}>Nothing: the menu is the same now.</p> : (
            <ul className={styles.list} aria-label="Changed since then">
              {modules.map(([module, moduleDiff]) => <ModuleChanges key={module} module={module} diff={moduleDiff} />)}
              {diff.diff.masterCatalogSetting ? <li>Master catalog setting</li> : null}
            </ul>
          )}
        </>
      )}
      <ConfirmationDialog
        visible={confirming}
        message={`Roll the menu back to how it was at ${when}? Every change since then is undone as one new change, which you can roll back too.`}
        busy={busy}
        onConfirm={() => void rollBack()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
};
