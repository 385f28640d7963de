// The member detail side dialog (spec 2 §2 Members): the card preview, personal info (name,
// phone, previous phones, email, birthday, card number, joined), activity (level, experience,
// tier, credit and free credit, visits, last visit, average bill, visit frequency rounded up to
// whole days, total spent), the products bought by name (MemberProducts.tsx, from the business's
// menus) and titles with their expiry ('MMM DD, YYYY'); actions Send credit,
// Deduct credit, Update stat, and Edit (the member edit dialog).
import { Button } from "primereact/button";
import { Sidebar } from "primereact/sidebar";
import { Temporal } from "temporal-polyfill";
import { toDecimal } from "../../../../domain/shared/money";
import type { LoyaltyMember } from "../../../ports/loyaltyMembersPort";
import { useProgramme } from "../../entry/ProgrammeContext";
import { ProductCatalogueProvider } from "../../../kit/pickers/productCatalogue";
import { MemberProducts } from "./MemberProducts";
import { displayDate, displayDay, liveTitles, titleExpiry } from "../../../../domain/loyalty/member/memberDates";
import { nameOf, phoneOf, tierNameOf, titleNameOf } from "../../../../domain/loyalty/member/memberNames";
import styles from "./detail.module.css";
import { MemberCard } from "./MemberCard";

export type MemberAction = "send" | "deduct" | "stat" | "edit";

const Facts = ({ label, facts }: { readonly label: string; readonly facts: ReadonlyArray<readonly [string, string | number]> }) => (
  <section aria-label={label}>
    <h3 className={styles.heading}>{label}</h3>
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} style={{ display: "contents" }}>
          <dt>{term}</dt>
          <dd>{value === "" ? "-" : value}</dd>
        </div>
      ))}
    </dl>
  </section>
);

const freeCredit = (member: LoyaltyMember): number =>
  member.creditBalance.free.reduce((sum, lot) => sum + Math.round(lot.amount * 100), 0) / 100;

export interface MemberSideDialogProps {
  readonly member: LoyaltyMember;
  readonly visible: boolean;
  readonly onAction: (action: MemberAction) => void;
  readonly onClose: () => void;
}

export const MemberSideDialog = ({ member, visible, onAction, onClose }: MemberSideDialogProps) => {
  const { programme, businessId } = useProgramme();
  const titles = liveTitles(member.titles, Temporal.Now.instant());
  return (
    <Sidebar visible={visible} position="right" onHide={onClose} style={{ width: "min(30rem, 100vw)" }} header={<h2>{nameOf(member)}</h2>} aria-label="Member">
      <MemberCard member={member} programme={programme} />
      <div className={styles.actions}>
        <Button label="Send credit" icon="pi pi-send" size="small" onClick={() => onAction("send")} />
        <Button label="Deduct credit" icon="pi pi-minus-circle" size="small" severity="danger" outlined onClick={() => onAction("deduct")} />
        <Button label="Update stat" icon="pi pi-chart-line" size="small" outlined onClick={() => onAction("stat")} />
        <Button label="Edit" icon="pi pi-pencil" size="small" text onClick={() => onAction("edit")} />
      </div>
      <Facts
        label="Personal info"
        facts={[
          ["Name", nameOf(member)],
          ["Phone", phoneOf(member) ?? ""],
          ["Previous phones", member.user.prevPhoneNumbers.join(", ")],
          ["Email", member.user.email ?? ""],
          ["Birthday", displayDate(member.birthday ?? member.user.birthday)],
          ["Card no.", member.cardNo ?? ""],
          ["Joined", displayDay(member.joinedAt)],
        ]}
      />
      <Facts
        label="Activity"
        facts={[
          ["Level", member.level],
          ["Experience", member.experience],
          ["Tier", tierNameOf(programme, member)],
          ["Credit", member.creditBalance.normal],
          ["Free credit", freeCredit(member)],
          ["Visits", member.stat.visitCount],
          ["Last visit", displayDay(member.stat.lastVisit)],
          ["Average bill", member.stat.avgBillSize],
          ["Visit frequency (days)", Math.ceil(member.stat.avgVisitFrequency)],
          ["Total spent", toDecimal(member.totalSpent)],
        ]}
      />
      <ProductCatalogueProvider businessId={businessId}>
        <MemberProducts products={member.stat.products} />
      </ProductCatalogueProvider>
      <section aria-label="Titles">
        <h3 className={styles.heading}>Titles</h3>
        {titles.length === 0 ? <p>No titles</p> : null}
        <ul className={styles.titles}>
          {titles.map((title) => (
            <li key={title.id}>{`${titleNameOf(programme, title.id)} · until ${titleExpiry(title.expiredAt)}`}</li>
          ))}
        </ul>
      </section>
    </Sidebar>
  );
};
