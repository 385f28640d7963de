// The overview's way into the loyalty programme (spec 3 §1): the 'Go to Loyalty' button and the
// quick-access links: search members, manage loyalty tier, create reward.
// Decision where the spec is silent: the loyalty area has no reward page yet, so 'Create reward'
// opens the loyalty overview, whose reward section holds the rewards.
import { Button } from "primereact/button";
import { Link, useNavigate } from "react-router";
import { loyaltyPath, memberPagePath, overviewPath, tierPagePath } from "../../app/paths/loyaltyPaths";
import styles from "./overview.module.css";

export const QuickLinks = ({ businessId }: { readonly businessId: string }) => {
  const navigate = useNavigate();
  return (
    <section className={styles.panel} aria-label="Loyalty">
      <h2 className={styles.panelTitle}>Loyalty</h2>
      <Button label="Go to Loyalty" icon="pi pi-star" onClick={() => void navigate(loyaltyPath(businessId))} />
      <nav aria-label="Quick links" className={styles.quickLinks}>
        <Link to={memberPagePath(businessId)}><i className="pi pi-search" aria-hidden /> Search members</Link>
        <Link to={tierPagePath(businessId)}><i className="pi pi-sitemap" aria-hidden /> Manage loyalty tier</Link>
        <Link to={overviewPath(businessId)}><i className="pi pi-gift" aria-hidden /> Create reward</Link>
      </nav>
    </section>
  );
};
