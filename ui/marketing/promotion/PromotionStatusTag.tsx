// A promotion's status colour (spec 3 §2): incoming orange, expired red, otherwise active teal,
// the colours of domain/marketing/promotionStatus.ts.
import { Tag } from "primereact/tag";
import { PROMOTION_STATUS_COLOURS, type PromotionStatus } from "../../../domain/marketing/promotionStatus";
import styles from "../voucher/voucherList.module.css";
import { PROMOTION_STATUS_LABELS } from "./promotionTexts";

export const PromotionStatusTag = ({ status }: { readonly status: PromotionStatus }) => (
  <Tag value={PROMOTION_STATUS_LABELS[status]} className={styles[PROMOTION_STATUS_COLOURS[status]]} data-colour={PROMOTION_STATUS_COLOURS[status]} />
);
