// Owns: the shell every step wizard dialog shares (voucher and promotion wizards, spec 3 §2; the
// benefit wizard, spec 2 §2): 600 px wide (spec 3 §9), the caller's title, the steps in its header
// (a click asks the caller for that step; its machine decides), the red banner of the server's
// refusal and the step's messages, each once (spec 2 §8, spec 3 §8 "form errors appear in a red
// banner in the dialog's error area"), the step's form, then Back and Next (Save on the last step,
// spinning while saving). The flow stays in each wizard's machine; this view only draws it.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { Steps } from "primereact/steps";
import type { ReactNode } from "react";
import styles from "./WizardDialog.module.css";

export interface WizardDialogProps {
  readonly header: string;
  readonly visible: boolean;
  readonly steps: ReadonlyArray<string>;
  readonly activeIndex: number;
  /** The server's refusal, shown above the step's messages. */
  readonly problem: string | null;
  readonly errors: Readonly<Record<string, string>>;
  readonly last: boolean;
  readonly saving: boolean;
  readonly canBack: boolean;
  readonly onSelect: (index: number) => void;
  readonly onBack: () => void;
  readonly onNext: () => void;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** The events every wizard machine takes from its shell. */
export type WizardShellEvent<Step extends string> =
  | { readonly type: "wizard.goto"; readonly step: Step }
  | { readonly type: "wizard.back" }
  | { readonly type: "wizard.next" }
  | { readonly type: "wizard.close" };

export interface WizardShellSnapshot {
  readonly matches: (state: "saving") => boolean;
  readonly can: (event: { readonly type: "wizard.back" }) => boolean;
}

/** The shell's buttons and step header wired to a wizard machine: Back only where it can go back. */
export const wizardControls = <Step extends string>(
  snapshot: WizardShellSnapshot,
  send: (event: WizardShellEvent<Step>) => void,
  steps: ReadonlyArray<Step>,
): Pick<WizardDialogProps, "saving" | "canBack" | "onSelect" | "onBack" | "onNext" | "onClose"> => ({
  saving: snapshot.matches("saving"),
  canBack: snapshot.can({ type: "wizard.back" }),
  onSelect: (index) => {
    const target = steps[index];
    if (target !== undefined) send({ type: "wizard.goto", step: target });
  },
  onBack: () => send({ type: "wizard.back" }),
  onNext: () => send({ type: "wizard.next" }),
  onClose: () => send({ type: "wizard.close" }),
});

const Banner = ({ messages }: { readonly messages: ReadonlyArray<string> }) =>
  messages.length === 0 ? null : (
    <Message
      severity="error"
      className={styles.banner}
      content={
        <ul className={styles.bannerList}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      }
    />
  );

export const WizardDialog = (props: WizardDialogProps) => (
  <Dialog
    header={props.header}
    visible={props.visible}
    onHide={props.onClose}
    className={styles.dialog}
    modal
    draggable={false}
    footer={
      <>
        <Button label="Back" text onClick={props.onBack} disabled={!props.canBack} />
        <Button label={props.last ? "Save" : "Next"} onClick={props.onNext} loading={props.saving} />
      </>
    }
  >
    <div className={styles.body}>
      <Steps
        className={styles.steps}
        model={props.steps.map((label) => ({ label }))}
        activeIndex={props.activeIndex}
        readOnly={false}
        onSelect={(event) => props.onSelect(event.index)}
      />
      <Banner messages={[...new Set([...(props.problem === null ? [] : [props.problem]), ...Object.values(props.errors)])]} />
      {props.children}
    </div>
  </Dialog>
);
