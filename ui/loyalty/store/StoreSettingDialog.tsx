// The store setting dialog (spec 2 §2 Member store "store setting"): the taxes bundles are
// charged, saved with PUT /membership/store at the revision read ('Store updated'); the server
// refreshes the company it sells under on the same write.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useState } from "react";
import { hasErrors } from "../../kit/forms/schemaErrors";
import { usePorts } from "../../ports/PortsProvider";
import { useProgramme } from "../entry/ProgrammeContext";
import { SaveFailure } from "../entry/SaveFailure";
import { useSectionSave } from "../entry/useSectionSave";
import { STORE_UPDATED } from "./storeNotices";
import { type TaxRow, checkTaxRows, taxRowsOf } from "./storeTaxes";
import { TaxRowsField } from "./TaxRowsField";
import styles from "./store.module.css";

export const StoreSettingDialog = ({ onClose }: { readonly onClose: () => void }) => {
  const { loyalty } = usePorts();
  const { businessId, programme } = useProgramme();
  const [rows, setRows] = useState(() => taxRowsOf(programme.store.taxes));
  const [shown, setShown] = useState(false);
  const save = useSectionSave<ReadonlyArray<TaxRow>>((taxes, rev) => loyalty.updateStore({ businessId, rev, change: { taxes } }), () => STORE_UPDATED, onClose);
  const errors = shown ? checkTaxRows(rows) : {};
  return (
    <Dialog
      header="Store setting"
      visible
      onHide={onClose}
      style={{ width: "min(44rem, 95vw)" }}
      footer={
        <>
          <Button label="Cancel" text onClick={onClose} />
          <Button
            label="Save"
            icon="pi pi-check"
            disabled={!save.canSave}
            loading={save.saving}
            onClick={() => {
              setShown(true);
              if (!hasErrors(checkTaxRows(rows))) save.save(rows);
            }}
          />
        </>
      }
    >
      <div className={styles.dialogBody}>
        <SaveFailure message={save.failure} reloadable />
        {programme.store.company === null ? null : <p className={styles.lead}>{`Sold under ${programme.store.company.name} (tax registration ${programme.store.company.sstRegNo})`}</p>}
        <TaxRowsField rows={rows} errors={errors} onChange={setRows} />
      </div>
    </Dialog>
  );
};
