// The overview's two lists (spec 3 §1): 'Top spent members', each linking to the member (empty
// text 'No member data'), and 'Most redeemed vouchers', at most 9 (empty text 'No available
// vouchers'), each with its status badge and redeemed/claimed counts.
// Decision where the spec is silent: the member page has no address of its own per member, so a
// member links to the loyalty member page carrying the member's phone number as `search`.
import { Link } from "react-router";
import { toDecimalString } from "../../../domain/shared/money";
import { memberPagePath } from "../../app/paths/loyaltyPaths";
import type { MarketingOverview } from "../../ports/marketingPort";
import { VoucherStatusTag } from "../voucher/VoucherStatusTag";
import styles from "./overview.module.css";

export const MOST_REDEEMED_SHOWN = 9;

type Members = NonNullable<MarketingOverview["topSpentMember"]>;
type Vouchers = NonNullable<MarketingOverview["mostRedeemedVouchers"]>;

export const memberLink = (businessId: string, phoneNumber: string): string =>
  `${memberPagePath(businessId)}?${new URLSearchParams({ search: phoneNumber }).toString()}`;

export const TopSpentMembers = ({ businessId, members }: { readonly businessId: string; readonly members: Members }) => (
  <section className={styles.panel} aria-label="Top spent members">
    <h2 className={styles.panelTitle}>Top spent members</h2>
    {members.length === 0 ? (
      <p className={styles.empty}>No member data</p>
    ) : (
      <ol className={styles.rows}>
        {members.map((member) => (
          <li key={member.id} className={styles.row}>
            <Link to={memberLink(businessId, member.phoneNumber)}>{member.name ?? member.phoneNumber}</Link>
            <span>
              {member.totalSpent.currency ?? ""} {toDecimalString({ amount: member.totalSpent.amount, precision: member.totalSpent.precision, currency: member.totalSpent.currency ?? "" })}
            </span>
          </li>
        ))}
      </ol>
    )}
  </section>
);

export const MostRedeemedVouchers = ({ vouchers }: { readonly vouchers: Vouchers }) => (
  <section className={styles.panel} aria-label="Most redeemed vouchers">
    <h2 className={styles.panelTitle}>Most redeemed vouchers</h2>
    {vouchers.length === 0 ? (
      <p className={styles.empty}>No available vouchers</p>
    ) : (
      <ol className={styles.rows}>
        {vouchers.slice(0, MOST_REDEEMED_SHOWN).map((voucher) => (
          <li key={voucher.id} className={styles.row}>
            <span>{voucher.name}</span>
            <span className={styles.rowEnd}>
              <span>{`${voucher.currentRedeem} redeemed / ${voucher.currentClaim} claimed`}</span>
              <VoucherStatusTag status={voucher.status} />
            </span>
          </li>
        ))}
      </ol>
    )}
  </section>
);
