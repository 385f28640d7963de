// The create claims dialog (spec 3 §2, §5, §8) over machines/marketing/claimsCreation.machine.ts:
// single (a code), bulk (a count, with an optional 'Advanced code setting': length, charset,
// prefix, suffix, pattern; a live preview of sample codes and combinations, written with
// thousands separators; the length is set by the pattern when one is given) or a code list (one
// per line). Create checks the form with the server's Schema; a bulk batch first shows the
// server's capacity report (combinations left, chance of guessing); then the confirmation 'Are you
// sure you want to create N unassigned claim(s) for {voucher} ?'; 'Created N unassigned claim(s)
// for {voucher}' in green after, the message in the dialog's red banner on a refusal.
import { useMachine } from "@xstate/react";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { SelectButton } from "primereact/selectbutton";
import { useEffect, useMemo, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { CharsetName, type CodeConfig } from "../../../domain/marketing/claimCodes";
import { type CapacityReport, type CreateClaimsInput, claimsCreationMachine } from "../../../machines/marketing/claimsCreation.machine";
import { NumberField } from "../../kit/forms/NumberField";
import { SelectField } from "../../kit/forms/SelectField";
import { SwitchField } from "../../kit/forms/SwitchField";
import { TextAreaField } from "../../kit/forms/TextAreaField";
import { TextField } from "../../kit/forms/TextField";
import { useToast } from "../../kit/feedback/ToastProvider";
import type { Voucher } from "../../ports/marketingPort";
import { usePorts } from "../../ports/PortsProvider";
import styles from "./claims.module.css";
import { codePreview } from "./codePreview";

type Mode = "single" | "bulk" | "list";
const MODES: ReadonlyArray<{ readonly label: string; readonly value: Mode }> = [
  { label: "Single", value: "single" },
  { label: "Bulk", value: "bulk" },
  { label: "Code list", value: "list" },
];
const CHARSETS = CharsetName.literals.map((name) => ({ label: name, value: name }));

/** A count of combinations (a bigint's digits) with thousands separators: 218,340,105,584,896. */
const grouped = (digits: string): string => BigInt(digits).toLocaleString("en-US");

const quotaLeftOf = (voucher: Voucher): number | null =>
  voucher.options.simpleClaim === null ? null : voucher.options.simpleClaim.maxClaim - voucher.currentClaim;

const CodeSettings = ({ config, onChange }: { readonly config: CodeConfig; readonly onChange: (config: CodeConfig) => void }) => {
  const preview = codePreview(config, Math.random);
  const patterned = (config.pattern ?? "") !== "";
  return (
    <>
      <NumberField
        label="Code length"
        value={config.length ?? 8}
        disabled={patterned}
        hint={patterned ? "Set by the pattern's # characters" : undefined}
        onChange={(length) => onChange({ ...config, length })}
      />
      <SelectField label="Charset" value={config.charset ?? "alphanumeric"} options={CHARSETS} onChange={(charset) => onChange({ ...config, charset })} />
      {config.charset === "custom" ? (
        <TextField label="Custom charset" value={config.customCharset ?? ""} onChange={(customCharset) => onChange({ ...config, customCharset })} />
      ) : null}
      <TextField label="Prefix" value={config.prefix ?? ""} normalise={(text) => text} onChange={(prefix) => onChange({ ...config, prefix })} />
      <TextField label="Suffix" value={config.suffix ?? ""} normalise={(text) => text} onChange={(suffix) => onChange({ ...config, suffix })} />
      <TextField label="Pattern" hint="# marks a generated character" value={config.pattern ?? ""} normalise={(text) => text} onChange={(pattern) => onChange({ ...config, pattern })} />
      <div className={styles.preview} aria-label="Code preview">
        {typeof preview === "string" ? (
          <span className="p-error">{preview}</span>
        ) : (
          <>
            <span>Sample codes: <span className={styles.sample}>{preview.samples.join(", ")}</span></span>
            <span>Combinations: {grouped(preview.combinations)}</span>
          </>
        )}
      </div>
    </>
  );
};

const CapacityText = ({ capacity }: { readonly capacity: CapacityReport }) => (
  <p>
    Combinations left: {grouped(capacity.available)} of {grouped(capacity.combinations)}. Chance of guessing a code: {(capacity.guessChance * 100).toPrecision(3)} %.
  </p>
);

export interface CreateClaimsDialogProps {
  readonly businessId: string;
  readonly voucher: Voucher;
  readonly onClose: () => void;
  readonly onCreated: () => void;
}

export const CreateClaimsDialog = ({ businessId, voucher, onClose, onCreated }: CreateClaimsDialogProps) => {
  const { marketing } = usePorts();
  const toast = useToast();
  const [mode, setMode] = useState<Mode>("single");
  const [code, setCode] = useState("");
  const [count, setCount] = useState(1);
  const [codes, setCodes] = useState("");
  const [advanced, setAdvanced] = useState(false);
  const [config, setConfig] = useState<CodeConfig>({});
  const machine = useMemo(
    () =>
      claimsCreationMachine.provide({
        actors: {
          checkCapacity: fromPromise<CapacityReport, CreateClaimsInput>(async ({ input }) =>
            marketing.claimCapacity(businessId, input.voucherId, {
              count: input.request.type === "bulk" ? input.request.count : 0,
              ...(input.request.type === "bulk" && input.request.codeConfig !== undefined ? { codeConfig: input.request.codeConfig } : {}),
            }),
          ),
          createClaims: fromPromise<{ readonly count: number }, CreateClaimsInput>(({ input }) => marketing.createClaims(businessId, input.voucherId, input.request)),
        },
      }),
    [marketing, businessId],
  );
  const [snapshot, send] = useMachine(machine, { input: { voucherId: voucher.id, voucherName: voucher.name, quotaLeft: quotaLeftOf(voucher) } });
  const { notice, error, question, capacity } = snapshot.context;
  const created = useRef(onCreated);
  created.current = onCreated;
  useEffect(() => {
    if (notice === null) return;
    toast.success(notice);
    created.current();
  }, [notice, toast]);
  const values = mode === "single" ? { type: "single", code } : mode === "bulk" ? { type: "bulk", count, ...(advanced ? { codeConfig: config } : {}) } : { type: "list", codes };
  const busy = snapshot.matches("checkingCapacity") || snapshot.matches("creating");
  return (
    <Dialog
      header="Create Claims"
      visible
      onHide={onClose}
      className={styles.createDialog}
      modal
      draggable={false}
      footer={<Button label="Create" loading={busy} onClick={() => send({ type: "claims.submit", values })} />}
    >
      <div className={styles.body}>
        {error === null ? null : <Message severity="error" text={error} />}
        <SelectButton
          value={mode}
          options={[...MODES]}
          allowEmpty={false}
          onChange={(event) => {
            const next = event.value as Mode;
            setMode(next);
            if (next !== "list") send({ type: "claims.mode", mode: next });
          }}
        />
        {mode === "single" ? <TextField label="Code" value={code} onChange={setCode} /> : null}
        {mode === "list" ? <TextAreaField label="Codes" hint="One code per line" value={codes} onChange={setCodes} /> : null}
        {mode === "bulk" ? (
          <>
            <NumberField label="Number of claims" value={count} onChange={setCount} />
            <SwitchField label="Advanced code setting" checked={advanced} onChange={setAdvanced} />
            {advanced ? <CodeSettings config={config} onChange={setConfig} /> : null}
          </>
        ) : null}
      </div>
      <Dialog
        header="Confirmation"
        visible={snapshot.matches("confirming")}
        onHide={() => send({ type: "claims.cancel" })}
        modal
        draggable={false}
        style={{ width: "min(28rem, 92vw)" }}
        footer={
          <>
            <Button label="Cancel" text onClick={() => send({ type: "claims.cancel" })} />
            <Button label="Confirm" severity="danger" autoFocus onClick={() => send({ type: "claims.confirm" })} />
          </>
        }
      >
        <p>{question}</p>
        {capacity === null ? null : <CapacityText capacity={capacity} />}
      </Dialog>
    </Dialog>
  );
};
