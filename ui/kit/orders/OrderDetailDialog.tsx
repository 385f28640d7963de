// An order's detail (the admin's Orders page and a restaurant's own Orders page): what was ordered (lines by our products, totals in the
// order's currency), who placed it where, its status and delivery status as the order machine
// holds them, whether the platform got the restaurant's answer, and its timeline (every event with
// when and who). A NEW order offers Accept and Decline (with a reason), answered on the
// restaurant's behalf; refusals show in the dialog's red banner.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { useState } from "react";
import { lineAmount } from "../../../domain/orders/orderTotals";
import { TextField } from "../forms/TextField";
import type { OrderDetail } from "../../ports/ordersPort";
import { ORDER_TYPE_LABELS, PLATFORM_LABELS, actorOf, deliveryTag, eventLabel, moneyOf, statusTag, whenOf } from "./orderLabels";
import own from "./orders.module.css";
import { type OrderAnswers, useOrderStatus } from "./useOrderStatus";

const REPLY_LABELS = { pending: "sending", sent: "delivered", failed: "not delivered yet, retrying", refused: "refused by the platform" } as const;

const Totals = ({ order }: { readonly order: OrderDetail }) => (
  <table className={own.lines} aria-label="Order lines">
    <thead>
      <tr><th scope="col">Item</th><th scope="col">Qty</th><th scope="col" className={own.amount}>Amount</th></tr>
    </thead>
    <tbody>
      {order.lines.map((line, index) => (
        <tr key={`${line.productId}-${index}`}>
          <td>{line.name}{line.note === "" ? null : <div className={own.muted}>{line.note}</div>}</td>
          <td>{line.quantity}</td>
          <td className={own.amount}>{moneyOf(order, lineAmount(line))}</td>
        </tr>
      ))}
      <tr><td colSpan={2}>Delivery fee</td><td className={own.amount}>{moneyOf(order, order.totals.deliveryFee)}</td></tr>
      {order.totals.discount === 0 ? null : <tr><td colSpan={2}>Discount</td><td className={own.amount}>−{moneyOf(order, order.totals.discount)}</td></tr>}
      <tr><th scope="row" colSpan={2}>Total</th><td className={own.amount}><strong>{moneyOf(order, order.totals.total)}</strong></td></tr>
    </tbody>
  </table>
);

export const OrderDetailDialog = ({ answers, order, zone, onChanged, onClose }: {
  readonly answers: OrderAnswers;
  readonly order: OrderDetail;
  readonly zone: string;
  readonly onChanged: (order: OrderDetail) => void;
  readonly onClose: () => void;
}) => {
  const status = useOrderStatus(answers, order, onChanged);
  const shown = status.order;
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  return (
    <Dialog header={`Order ${shown.shortOrderNumber}`} visible modal draggable={false} onHide={onClose} style={{ width: "min(44rem, 96vw)" }}>
      <div className={own.dialogBody}>
        {status.error === null ? null : <Message severity="error" text={status.error} className={own.banner} />}
        <p className={own.tags}>{statusTag(shown.status)} {deliveryTag(shown.deliveryStatus)}</p>
        <dl className={own.facts}>
          <div><dt>Restaurant</dt><dd>{shown.restaurantName} · {shown.businessName}</dd></div>
          <div><dt>Platform</dt><dd>{PLATFORM_LABELS[shown.platform]} {shown.platformOrderId}</dd></div>
          <div><dt>Type</dt><dd>{ORDER_TYPE_LABELS[shown.orderType]} · {shown.paymentType}</dd></div>
          <div><dt>Customer</dt><dd>{shown.customerName === "" ? "—" : shown.customerName}</dd></div>
          <div><dt>Placed</dt><dd>{whenOf(shown.placedAt, zone)}</dd></div>
          <div><dt>Answer to the platform</dt><dd>{shown.reply === null ? "—" : `${shown.reply.toState}: ${REPLY_LABELS[shown.reply.state]}`}</dd></div>
        </dl>
        <Totals order={shown} />
        <h2 className={own.sectionTitle}>Timeline</h2>
        <ol className={own.timeline} aria-label="Timeline">
          {shown.timeline.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <strong>{eventLabel(entry)}</strong>{entry.detail === "" ? null : <span> · {entry.detail}</span>}
              <div className={own.when}>{whenOf(entry.at, zone)} · {actorOf(entry, shown.platform)}</div>
            </li>
          ))}
        </ol>
        {!status.canAnswer ? null : declining ? (
          <div className={own.section}>
            <TextField label="Reason" value={reason} onChange={setReason} />
            <div className={own.actions}>
              <Button label="Cancel" text onClick={() => setDeclining(false)} disabled={status.busy} />
              <Button label="Decline order" icon="pi pi-times" severity="danger" onClick={() => status.decline(reason.trim())} loading={status.busy} disabled={status.busy || reason.trim() === ""} />
            </div>
          </div>
        ) : (
          <div className={own.actions}>
            <Button label="Accept" icon="pi pi-check" onClick={status.accept} loading={status.busy} disabled={status.busy} />
            <Button label="Decline" icon="pi pi-times" severity="danger" outlined onClick={() => setDeclining(true)} disabled={status.busy} />
          </div>
        )}
      </div>
    </Dialog>
  );
};
