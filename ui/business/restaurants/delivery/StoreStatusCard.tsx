// The store's status on a platform (PUT /delivery/{platform}/store-status/{id}): open, or paused
// until a time (the reopen job resumes it then); pause for 30 minutes, 1 hour or 24 hours, or
// resume now. The platform's refusal is a red toast and changes nothing. Pausing shows
// 'Required POS version {v}' and is disabled when the till is too old (the server refuses it too,
// adapters/server/delivery/deliveryPosGate.ts); Resume never is, so a store cannot stay paused.
import { Button } from "primereact/button";
import { Tag } from "primereact/tag";
import { useId, useState } from "react";
import { messageOf } from "../../../../machines/auth/notice";
import type { PauseDuration } from "../../../../domain/delivery/storeStatus";
import { SelectField } from "../../../kit/forms/SelectField";
import formStyles from "../../../kit/forms/forms.module.css";
import { useToast } from "../../../kit/feedback/ToastProvider";
import type { DeliveryPort, PlatformSetting } from "../../../ports/deliveryPort";
import styles from "./delivery.module.css";
import { PAUSE_OPTIONS, PLATFORM_NAME, whenText } from "./deliveryText";

export interface StoreStatusCardProps {
  readonly delivery: DeliveryPort;
  readonly setting: PlatformSetting;
  readonly onChanged: (setting: PlatformSetting) => void;
  /** 'Required POS version {v}' when the till cannot take delivery orders (pausing is refused), else null. */
  readonly posGate: string | null;
}

export const StoreStatusCard = ({ delivery, setting, onChanged, posGate }: StoreStatusCardProps) => {
  const toast = useToast();
  const [duration, setDuration] = useState<PauseDuration>("30m");
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const name = PLATFORM_NAME[setting.platform];
  const act = async (call: () => Promise<PlatformSetting>, done: string) => {
    setBusy(true);
    try {
      onChanged(await call());
      toast.success(done);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={formStyles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={formStyles.sectionTitle}>Store on {name}</h2>
      <div className={styles.statusLine}>
        {setting.paused ? <Tag severity="warning" value="Paused" /> : <Tag severity="success" value="Open" />}
        {setting.paused ? <span>Reopens at {whenText(setting.reopenAt)}</span> : <span className={styles.muted}>Taking orders in its opening hours</span>}
      </div>
      <div className={styles.buttons}>
        <SelectField label="Pause for" value={duration} options={PAUSE_OPTIONS} onChange={setDuration} />
        <Button type="button" label="Pause store" icon="pi pi-pause" severity="warning" loading={busy} disabled={posGate !== null} onClick={() => void act(() => delivery.pauseStore(setting.platform, setting._id, duration), `Store paused on ${name}`)} />
        {setting.paused ? (
          <Button type="button" label="Resume now" icon="pi pi-play" outlined disabled={busy} onClick={() => void act(() => delivery.resumeStore(setting.platform, setting._id), `Store reopened on ${name}`)} />
        ) : null}
        {posGate === null ? null : <span className={styles.muted}>{posGate}</span>}
      </div>
    </section>
  );
};
