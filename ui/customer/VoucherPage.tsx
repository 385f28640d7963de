// A voucher's share or claim link (spec 3 §2 'copy share link', §8 claim links; issue 19): the
// voucher's public face, then the phone proof whose redemption is the claim itself
// (POST /public/vouchers/{id}/claim with the verification token), then the member's own view.
// A voucher that cannot be claimed now shows why (the spec's claimable messages) and no form.
// A claim link (`?code=`, copied from the claims dialog) claims that unassigned code; a share
// link makes a new claim.
import { Link, useParams, useSearchParams } from "react-router";
import type { PublicVoucher } from "../ports/customerPort";
import styles from "./customer.module.css";
import { storePagePath } from "./index";
import { LazyMemberView } from "./LazyMemberView";
import { PhoneProofForm } from "./PhoneProofForm";
import { usePhoneProof } from "./usePhoneProof";
import { usePublicRead } from "./usePublicRead";

const Claim = ({ voucher, code }: { readonly voucher: PublicVoucher; readonly code: string | undefined }) => {
  const [snapshot] = usePhoneProof((port, input) => port.claim(voucher.id, input, code));
  const token = snapshot.context.customerToken;
  if (snapshot.matches("proven") && token !== null) {
    return (
      <>
        <div role="status" className={styles.card}>Voucher claimed: {voucher.name} is now yours.</div>
        <LazyMemberView storeKey={voucher.storeKey} customerToken={token} />
      </>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="claim-title">
      <h2 id="claim-title" className={styles.subtitle}>Claim with your phone</h2>
      <PhoneProofForm snapshot={snapshot} />
    </section>
  );
};

export const VoucherPage = () => {
  const voucherId = useParams().voucherId ?? "";
  const code = useSearchParams()[0].get("code") ?? undefined;
  const read = usePublicRead(`${voucherId}?${code ?? ""}`, (port) => port.voucher(voucherId, code));
  if (read.status === "loading") return <p className={styles.muted}>Loading voucher...</p>;
  if (read.status === "failed") return <section className={styles.card}><h1 className={styles.title}>{read.message}</h1></section>;
  const voucher = read.value;
  return (
    <>
      <section className={styles.card} aria-labelledby="voucher-title">
        <p className={styles.muted}>{voucher.businessName}</p>
        <h1 id="voucher-title" className={styles.title}>{voucher.name}</h1>
        {voucher.description === "" ? null : <p className={styles.muted}>{voucher.description}</p>}
        {voucher.claimEnds === null ? null : <p className={styles.muted}>Claim by {voucher.claimEnds}</p>}
        {code === undefined ? null : <p className={styles.muted}>Claim code {code}</p>}
        <p className={styles.muted}>
          <Link className={styles.link} to={storePagePath(voucher.storeKey)}>Open the member store</Link>
        </p>
      </section>
      {voucher.claimProblem === null ? <Claim voucher={voucher} code={code} /> : <div role="alert" className={styles.card}>{voucher.claimProblem}</div>}
    </>
  );
};
