// A restaurant's machines and transactions (spec 1 §1 "clearing of transactions", §7 machine OTP,
// revoke machine, clear transaction, delete restaurant), route 'restaurant-machines':
// - Pair a POS machine: 'Generate machine OTP' shows the six-digit code once, with its expiry.
// - Revoke machines and Clear transactions: each asks the 'Confirmation' dialog (red Confirm).
// - Delete restaurant: the 'Confirmation' dialog with a red Delete, then back to the list.
// Successes show the green 'Action was successful' toast, failures the server's message in red.
// Decisions where the spec is silent: these live on one page of the restaurant's drawer group
// (not on a settings form, since none of them is a setting); the code is kept on screen only
// until the page is left; the last revocation and clearing instants are shown.
import { Button } from "primereact/button";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { messageOf } from "../../../../machines/auth/notice";
import { ACTION_SUCCEEDED } from "../../../kit/editor/useDocumentEditor";
import { useDeletion } from "../../../kit/editor/useDeletion";
import formStyles from "../../../kit/forms/forms.module.css";
import { LoadProblem } from "../../../kit/page/LoadProblem";
import { Loading } from "../../../kit/page/Loading";
import { PageHeader } from "../../../kit/page/PageHeader";
import pageStyles from "../../../kit/page/page.module.css";
import { useLoad } from "../../../kit/page/useLoad";
import { useConfirmation } from "../../../kit/feedback/ConfirmationProvider";
import { useToast } from "../../../kit/feedback/ToastProvider";
import type { MachineOtp, Restaurant } from "../../../ports/businessPort";
import { usePorts } from "../../../ports/PortsProvider";
import { restaurantListPath } from "../../../app/paths/restaurantPaths";
import styles from "./machines.module.css";
import { formatInstant, timeZoneOf } from "./restaurantInstants";

type Busy = "otp" | "revoke" | "clear" | null;

const MachinesView = ({ initial }: { readonly initial: Restaurant }) => {
  const { business } = usePorts();
  const toast = useToast();
  const confirm = useConfirmation();
  const navigate = useNavigate();
  const [restaurant, setRestaurant] = useState(initial);
  const [otp, setOtp] = useState<MachineOtp | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const deletion = useDeletion(business.deleteRestaurant, () => void navigate(restaurantListPath(restaurant.businessId)));
  const zone = timeZoneOf(restaurant);

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
      toast.success(ACTION_SUCCEEDED);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(null);
    }
  };

  const generate = () => run("otp", async () => setOtp(await business.issueMachineOtp(restaurant.id)));
  const revoke = async () => {
    const message = `Revoke every POS machine of ${restaurant.name}? Each one must be paired again with a new code.`;
    if (await confirm({ message, confirmLabel: "Confirm" })) {
      await run("revoke", async () => {
        setRestaurant(await business.revokeMachines(restaurant.id));
        setOtp(null);
      });
    }
  };
  const clear = async () => {
    const message = `Clear the transactions of ${restaurant.name}? Sales recorded until now are cleared from the restaurant.`;
    if (await confirm({ message, confirmLabel: "Confirm" })) {
      await run("clear", async () => setRestaurant(await business.clearTransactions(restaurant.id)));
    }
  };

  return (
    <>
      <PageHeader
        title="Machines"
        subtitle={`${restaurant.name} · POS machines and transactions`}
        actions={
          <Button
            label="Delete restaurant"
            icon="pi pi-trash"
            severity="danger"
            outlined
            onClick={() => deletion.request({ id: restaurant.id, name: restaurant.name })}
          />
        }
      />
      <div className={styles.cards}>
        <section className={formStyles.card} aria-labelledby="pair-title">
          <h2 id="pair-title" className={formStyles.sectionTitle}>Pair a POS machine</h2>
          <p className={styles.text}>Generate a one-time code and enter it on the POS machine. The code works once, for 10 minutes.</p>
          {otp === null ? null : (
            <div role="status" aria-label="Machine OTP">
              <p className={styles.code} data-testid="machine-otp">{otp.otp}</p>
              <p className={styles.fact}>Valid until {formatInstant(otp.expiresAt, zone)}</p>
            </div>
          )}
          <div className={styles.actions}>
            <Button label="Generate machine OTP" icon="pi pi-key" onClick={() => void generate()} loading={busy === "otp"} disabled={busy !== null} />
          </div>
        </section>
        <section className={formStyles.card} aria-labelledby="revoke-title">
          <h2 id="revoke-title" className={formStyles.sectionTitle}>Revoke machines</h2>
          <p className={styles.text}>Signs out every POS machine paired with this restaurant and cancels a pending code.</p>
          <p className={styles.fact}>Last revoked: {formatInstant(restaurant.machine?.machinesNotBefore, zone)}</p>
          <div className={styles.actions}>
            <Button label="Revoke machines" icon="pi pi-ban" severity="danger" outlined onClick={() => void revoke()} loading={busy === "revoke"} disabled={busy !== null} />
          </div>
        </section>
        <section className={formStyles.card} aria-labelledby="clear-title">
          <h2 id="clear-title" className={formStyles.sectionTitle}>Clear transactions</h2>
          <p className={styles.text}>Clears the sales this restaurant recorded so far, for a fresh start after testing the POS.</p>
          <p className={styles.fact}>Last cleared: {formatInstant(restaurant.transactionsClearedAt, zone)}</p>
          <div className={styles.actions}>
            <Button label="Clear transactions" icon="pi pi-eraser" severity="danger" outlined onClick={() => void clear()} loading={busy === "clear"} disabled={busy !== null} />
          </div>
        </section>
      </div>
      {deletion.dialog}
    </>
  );
};

export const MachinesPage = () => {
  const { restaurantId = "" } = useParams();
  const { business } = usePorts();
  const restaurant = useLoad(() => business.getRestaurant(restaurantId), restaurantId);
  return (
    <div className={pageStyles.page}>
      {restaurant.phase === "loading" ? <Loading /> : null}
      {restaurant.phase === "failed" ? <LoadProblem message={restaurant.message} onRetry={restaurant.retry} /> : null}
      {restaurant.phase === "ready" ? <MachinesView key={restaurant.data.id} initial={restaurant.data} /> : null}
    </div>
  );
};
