// The discount dry run (issue 7 item 8, beyond the spec's anchors): from a promotion or a voucher,
// the user builds a sample bill (SampleBillForm.tsx, its products picked from the business's
// menus by name) and runs it through the engine's evaluate
// call (POST /marketing/evaluate) with that one promotion or voucher; the answer shows the
// discounted lines and totals, or why it did not apply; a bill the server refuses shows its
// message in the dialog's red banner. The flow is the dry run machine's.
// Decision where the spec is silent: a voucher or promotion is tried alone (not stacked with the
// auto-applied promotions), so the answer is about it.
import { useMachine } from "@xstate/react";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { useMemo, useState } from "react";
import { fromPromise } from "xstate";
import type { Effect } from "../../../domain/marketing/effects/effect";
import { type DryRunRequest, type DryRunResult, dryRunMachine } from "../../../machines/marketing/dryRun.machine";
import { usePorts } from "../../ports/PortsProvider";
import { ProductCatalogueProvider } from "../../kit/pickers/productCatalogue";
import type { RestaurantChoice } from "../../kit/pickers/RestaurantChecklist";
import wizardStyles from "../../kit/voucherWizard/wizard.module.css";
import styles from "./dryRun.module.css";
import { DryRunResultView } from "./DryRunResultView";
import { billOf, canRunSample, newSampleBill } from "./sampleBill";
import { SampleBillForm } from "./SampleBillForm";

export interface DryRunSubject {
  readonly kind: "promotion" | "voucher";
  readonly id: string;
  readonly name: string;
  readonly effect: Effect | null;
}

export interface DryRunDialogProps {
  readonly businessId: string;
  readonly subject: DryRunSubject;
  readonly restaurants: ReadonlyArray<RestaurantChoice>;
  readonly onClose: () => void;
}

export const DryRunDialog = ({ businessId, subject, restaurants, onClose }: DryRunDialogProps) => {
  const { marketing } = usePorts();
  const machine = useMemo(
    () => dryRunMachine.provide({ actors: { evaluate: fromPromise<DryRunResult, DryRunRequest>(({ input }) => marketing.dryRun(businessId, input)) } }),
    [marketing, businessId],
  );
  const [snapshot, send] = useMachine(machine);
  const [bill, setBill] = useState(() => newSampleBill(subject.effect));
  const request: DryRunRequest = {
    bill: billOf(bill),
    promotionIds: subject.kind === "promotion" ? [subject.id] : [],
    voucherIds: subject.kind === "voucher" ? [subject.id] : [],
  };
  const { result, problem } = snapshot.context;
  return (
    <Dialog header={`Dry run: ${subject.name}`} visible onHide={onClose} modal draggable={false} className={styles.dialog}>
      <ProductCatalogueProvider businessId={businessId}>
        <div className={wizardStyles.body}>
          <SampleBillForm bill={bill} restaurants={restaurants} onChange={setBill} />
          <div className={styles.run}>
            <Button
              label="Run"
              icon="pi pi-play"
              onClick={() => send({ type: "dryRun.run", request })}
              loading={snapshot.matches("running")}
              disabled={!canRunSample(bill) || !snapshot.can({ type: "dryRun.run", request })}
            />
          </div>
          {problem === null ? null : <Message severity="error" text={problem} className={wizardStyles.banner} />}
          {result === null ? null : <DryRunResultView result={result} />}
        </div>
      </ProductCatalogueProvider>
    </Dialog>
  );
};
