// The loyalty landing page (spec 2 §1): what the programme offers and a 'Get started' button that
// opens setup. Shown only while the business has no programme (the area sends a business with
// one to its overview).
import { Button } from "primereact/button";
import { useNavigate } from "react-router";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import { setupPath } from "../../app/paths/loyaltyPaths";
import { useProgrammeHandle } from "./ProgrammeContext";
import styles from "./entry.module.css";

const OFFERS: ReadonlyArray<{ readonly icon: string; readonly text: string }> = [
  { icon: "pi pi-chart-line", text: "Tiers and levels: members gain experience with every visit and rise in level." },
  { icon: "pi pi-gift", text: "Rewards on joining and on levelling up, and benefits unlocked by tier, level or title." },
  { icon: "pi pi-wallet", text: "Member credit, cashback and a member store selling credit bundles." },
  { icon: "pi pi-id-card", text: "A member card in your design, and member lists you can export." },
];

export const LoyaltyLandingPage = () => {
  const { businessId } = useProgrammeHandle();
  const navigate = useNavigate();
  return (
    <div className={pageStyles.page}>
      <PageHeader title="Loyalty programme" subtitle="Reward your regulars and bring them back more often." />
      <ul className={styles.offers}>
        {OFFERS.map((offer) => (
          <li key={offer.text}>
            <i className={offer.icon} aria-hidden="true" />
            <span>{offer.text}</span>
          </li>
        ))}
      </ul>
      <div>
        <Button label="Get started" icon="pi pi-arrow-right" iconPos="right" onClick={() => void navigate(setupPath(businessId))} />
      </div>
    </div>
  );
};
