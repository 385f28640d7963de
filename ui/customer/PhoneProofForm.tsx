// The phone proof on a member-facing page: the shared phone verification (ui/kit/phoneProof), so a
// customer types and reads codes as a back-office user does, then a wait while the page spends it;
// a refused redemption comes back to the phone step with the server's message. `proven` is the
// page's to show.
import type { SnapshotFrom } from "xstate";
import type { phoneProofMachine } from "../../machines/customer/phoneProof.machine";
import { PhoneVerificationSteps } from "../kit/phoneProof/PhoneVerificationSteps";
import styles from "./customer.module.css";

export const PhoneProofForm = ({ snapshot }: { readonly snapshot: SnapshotFrom<typeof phoneProofMachine> }) => {
  const verification = snapshot.children.verification;
  if (verification !== undefined) return <PhoneVerificationSteps actor={verification} />;
  return <p role="status" className={styles.muted}>Checking your code...</p>;
};
