// The create/edit dialog of every menu module (issue 16): the module's form over a draft, checked
// with the module's item Schema (the server's) before anything is sent, so a form shows the
// spec's messages ('Name is required', 'Min price is 0.00', 'Max 2 decimal places'); fields whose
// text cannot become a value yet report themselves. Save runs the confirmed-save machine
// (machines/menu/confirmedSave.machine.ts): when the module's rule has a question (an add-on
// group's type change) the 'Confirmation' dialog asks it first.
import { useMachine } from "@xstate/react";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { ITEM_SCHEMAS, type ItemOf, type MenuModule } from "../../../domain/menu/menuModules";
import { confirmedSaveMachine } from "../../../machines/menu/confirmedSave.machine";
import { ConfirmationDialog } from "../../kit/feedback/ConfirmationDialog";
import { fieldErrorsOf, hasErrors, type FieldErrors } from "../../kit/forms/schemaErrors";
import { useMenu } from "../MenuArea";
import styles from "../menu.module.css";
import type { Draft, ModuleScreen } from "./moduleScreen";

/** The item as a write sends it: a create leaves the id to the server. */
export const payloadOf = <M extends MenuModule>(draft: Draft<M>, creating: boolean): object => {
  if (!creating) return draft;
  const { id: _id, ...rest } = draft as Draft<M> & { readonly id: string };
  return rest;
};

export const draftErrors = <M extends MenuModule>(module: M, draft: Draft<M>): FieldErrors =>
  fieldErrorsOf(ITEM_SCHEMAS[module] as never, payloadOf(draft, true));

interface ItemDialogProps<M extends MenuModule> {
  readonly screen: ModuleScreen<M>;
  /** The stored item being edited, or null for a new one. */
  readonly editing: ItemOf<M> | null;
  readonly onClose: () => void;
}

export const ItemDialog = <M extends MenuModule>({ screen, editing, onClose }: ItemDialogProps<M>) => {
  const menu = useMenu();
  const creating = editing === null;
  const [draft, setDraft] = useState<Draft<M>>(() => editing ?? screen.blank(menu.document));
  const [tried, setTried] = useState(false);
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const latest = useRef({ draft, creating, onClose });
  latest.current = { draft, creating, onClose };
  const machine = useMemo(
    () =>
      confirmedSaveMachine.provide({
        actors: {
          save: fromPromise<boolean, void>(() =>
            menu.change(screen.module, latest.current.creating ? "create" : "update", payloadOf(latest.current.draft, latest.current.creating)),
          ),
        },
        actions: { notifySaved: () => latest.current.onClose() },
      }),
    [menu, screen.module],
  );
  const [snapshot, send] = useMachine(machine);
  const errors = tried ? { ...draftErrors(screen.module, draft), ...problems } : {};
  const question: ReactNode | null = editing === null ? null : (screen.confirmUpdate?.(editing, draft, menu.document) ?? null);
  const save = () => {
    setTried(true);
    if (hasErrors(draftErrors(screen.module, draft)) || hasErrors(problems)) return;
    send({ type: "item.save", needsConfirmation: question !== null });
  };
  const report = (path: string, problem: string | null) =>
    setProblems((current) => {
      if ((current[path] ?? null) === problem) return current;
      const { [path]: _old, ...rest } = current;
      return problem === null ? rest : { ...rest, [path]: problem };
    });
  const saving = snapshot.matches("saving");
  const title = `${creating ? "New" : "Edit"} ${screen.noun}`;
  return (
    <>
      <Dialog
        header={title}
        visible
        modal
        draggable={false}
        onHide={onClose}
        closable={!saving}
        className={screen.wide === true ? styles.wideDialog : styles.dialog}
        footer={
          <>
            <Button label="Cancel" text onClick={onClose} disabled={saving} />
            <Button label="Save" onClick={save} loading={saving} />
          </>
        }
      >
        <div className={styles.form}>
          <screen.Form draft={draft} onChange={setDraft} errors={errors} report={report} document={menu.document} />
        </div>
      </Dialog>
      <ConfirmationDialog
        visible={snapshot.matches("confirming")}
        message="Save this change?"
        details={question}
        confirmLabel="Confirm"
        onConfirm={() => send({ type: "save.confirm" })}
        onCancel={() => send({ type: "save.cancel" })}
      />
    </>
  );
};
