// The Machine Lab page at /lab (issue 8): the catalogue of every state machine, searchable,
// beside the workbench of the one chosen. The choice is the `machine` query parameter, so a link
// (or a bug report) can open the Lab on a given machine; without it, the first entry opens.
// The inspector bridge connection outlives the choice of machine.
import { useState } from "react";
import { useSearchParams } from "react-router";
import { catalogue, catalogueEntryById } from "../../machines/catalogue";
import type { InspectorConnection } from "../ports/inspectorPort";
import { usePorts } from "../ports/PortsProvider";
import { CatalogueList } from "./views/CatalogueList";
import { InspectorBridge } from "./views/InspectorBridge";
import styles from "./views/lab.module.css";
import { MachineWorkbench } from "./views/MachineWorkbench";

const MACHINE_PARAM = "machine";

export const LabPage = () => {
  const [params, setParams] = useSearchParams();
  const entry = catalogueEntryById(params.get(MACHINE_PARAM) ?? "") ?? catalogue[0];
  const { inspector } = usePorts();
  const [connection, setConnection] = useState<InspectorConnection | null>(null);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Machine Lab</h1>
      {inspector === undefined ? null : <InspectorBridge port={inspector} connection={connection} onConnection={setConnection} />}
      <div className={styles.layout}>
        <CatalogueList entries={catalogue} selectedId={entry?.id} onSelect={(id) => setParams({ [MACHINE_PARAM]: id })} />
        {entry === undefined ? null : <MachineWorkbench key={entry.id} entry={entry} inspect={connection?.inspect} />}
      </div>
    </div>
  );
};
