// What the member store shows until the business's company has a tax registration (spec 2 §2,
// §6): why, a link to the company legal info page (spec 2 §2 "basic rows, Tax and HQ address")
// and 'Check again' for when it was filled in another tab.
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { Link } from "react-router";
import { companyPath } from "../../app/paths/businessPaths";
import formStyles from "../../kit/forms/forms.module.css";
import styles from "./store.module.css";

export const NeedsCompany = ({ businessId, onCheck }: { readonly businessId: string; readonly onCheck: () => void }) => (
  <section className={formStyles.card} aria-label="Member store activation">
    <h2 className={formStyles.sectionTitle}>Activate member store</h2>
    <Message severity="warn" text="The member store needs your company legal info with a tax registration number." />
    <div className={styles.row}>
      <Link to={companyPath(businessId)} className={`p-button p-button-sm ${styles.linkButton}`}>
        <i className="pi pi-building" aria-hidden="true" />
        <span>Company legal info</span>
      </Link>
      <Button label="Check again" icon="pi pi-refresh" outlined size="small" onClick={onCheck} />
    </div>
  </section>
);
