// The member's own view (MemberView.tsx) as a chunk loaded once the phone is proven: it formats
// dates with temporal-polyfill (18 KB gzip), which the claim and store pages' first frame never
// needs (issue 14, initial JS). Until it arrives, the pages' loading line stands in.
import { Suspense, lazy } from "react";
import styles from "./customer.module.css";

const MemberView = lazy(async () => ({ default: (await import("./MemberView")).MemberView }));

export const LazyMemberView = (props: { readonly storeKey: string; readonly customerToken: string }) => (
  <Suspense fallback={<p className={styles.muted}>Loading...</p>}>
    <MemberView {...props} />
  </Suspense>
);
