// The business list (spec 1 §2, route 'business-list'): searchable by name (500 ms after the
// last key), 20 per page, 'No data' when empty; New business opens create-business, and each
// row can be edited or deleted (after the 'Confirmation' dialog).
import { Button } from "primereact/button";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import { useNavigate } from "react-router";
import { useDeletion } from "../../kit/editor/useDeletion";
import { usePorts } from "../../ports/PortsProvider";
import { CREATE_BUSINESS_PATH } from "../../app/paths/businessPaths";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import { BusinessTable } from "./BusinessTable";
import styles from "./list.module.css";
import { BUSINESS_PAGE_SIZE } from "./pageSize";
import { useBusinessList } from "./useBusinessList";

export const BusinessListPage = () => {
  const { business } = usePorts();
  const navigate = useNavigate();
  const list = useBusinessList();
  const deletion = useDeletion(business.deleteBusiness, list.refresh);
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Businesses"
        subtitle="Every business you can manage."
        actions={<Button label="New business" icon="pi pi-plus" onClick={() => void navigate(CREATE_BUSINESS_PATH)} />}
      />
      <IconField iconPosition="left" className={styles.search}>
        <InputIcon className="pi pi-search" />
        <InputText
          value={list.search}
          onChange={(event) => list.setSearch(event.target.value)}
          placeholder="Search by name"
          aria-label="Search businesses"
        />
      </IconField>
      <BusinessTable
        rows={list.rows}
        page={list.page}
        pageSize={BUSINESS_PAGE_SIZE}
        loading={list.phase === "loading"}
        onPage={list.setPage}
        onDelete={(row) => deletion.request({ id: row.id, name: row.name })}
      />
      {deletion.dialog}
    </div>
  );
};
