// A proven phone's own view in one business (GET /public/stores/{storeKey}/me): the member card
// (tier, level, credit, titles) when the phone is a member, and the vouchers it holds there.
// Decision where the spec is silent: a phone that is not a member is told so and still sees the
// vouchers it claimed; credit reads as an amount when one-to-one, else as points. A voucher's last
// day reads 'D MMM YYYY' (spec 3 §9) in the member screens' zone (memberDates.ts).
import { Temporal } from "temporal-polyfill";
import { MEMBER_TIME_ZONE } from "../../domain/loyalty/member/memberDates";
import { dateInZone, formatVoucherDate } from "../../domain/shared/calendarDate";
import type { MemberOwnView } from "../ports/customerPort";
import styles from "./customer.module.css";
import { usePublicRead } from "./usePublicRead";

const dayOf = (instant: string): string => formatVoucherDate(dateInZone(Temporal.Instant.from(instant), MEMBER_TIME_ZONE));

const Card = ({ view }: { readonly view: MemberOwnView }) => {
  const { member } = view;
  if (member === null) return <p className={styles.muted}>{view.phoneNumber} is not a member yet. Join at the counter on your next visit.</p>;
  return (
    <>
      <p className={styles.muted}>{member.cardNo === "" ? member.name : `${member.name} · card ${member.cardNo}`}</p>
      <dl className={styles.facts}>
        <div><dt>Tier</dt><dd>{member.tier}</dd></div>
        <div><dt>Level</dt><dd>{member.level}</dd></div>
        <div><dt>Credit</dt><dd>{member.creditOneToOne ? member.credit.toFixed(2) : `${member.credit} pts`}</dd></div>
        <div><dt>Titles</dt><dd>{member.titles.length === 0 ? "None" : member.titles.map((title) => title.name).join(", ")}</dd></div>
      </dl>
    </>
  );
};

export const MemberView = ({ storeKey, customerToken }: { readonly storeKey: string; readonly customerToken: string }) => {
  const read = usePublicRead(`${storeKey}:${customerToken}`, (port) => port.me(storeKey, customerToken));
  if (read.status === "loading") return <p className={styles.muted}>Loading your card...</p>;
  if (read.status === "failed") return <p role="alert">{read.message}</p>;
  const view = read.value;
  return (
    <>
      <section className={styles.card} aria-labelledby="member-card-title">
        <h2 id="member-card-title" className={styles.subtitle}>Your card</h2>
        <Card view={view} />
      </section>
      <section className={styles.card} aria-labelledby="member-vouchers-title">
        <h2 id="member-vouchers-title" className={styles.subtitle}>Your vouchers</h2>
        {view.vouchers.length === 0 ? (
          <p className={styles.muted}>No vouchers yet.</p>
        ) : (
          <ul className={styles.list} aria-label="Your vouchers">
            {view.vouchers.map((voucher) => (
              <li key={voucher.code} className={styles.item}>
                <span className={styles.itemName}>{voucher.name}</span>
                <span className={styles.muted}>Used {voucher.use}/{voucher.maxUse} · until {dayOf(voucher.expiredAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
};
