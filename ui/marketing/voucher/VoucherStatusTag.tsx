// A voucher's status badge (spec 3 §4): disabled grey, incoming orange, ongoing and dynamic teal,
// expired red, the colours of domain/marketing/voucherStatus.ts.
import { Tag } from "primereact/tag";
import { STATUS_COLOURS, type VoucherStatus } from "../../../domain/marketing/voucherStatus";
import styles from "./voucherList.module.css";

const LABELS: Readonly<Record<VoucherStatus, string>> = {
  disabled: "Disabled",
  incoming: "Incoming",
  ongoing: "Ongoing",
  dynamic: "Dynamic",
  expired: "Expired",
};

export const VoucherStatusTag = ({ status }: { readonly status: VoucherStatus }) => (
  <Tag value={LABELS[status]} className={styles[STATUS_COLOURS[status]]} data-colour={STATUS_COLOURS[status]} />
);
