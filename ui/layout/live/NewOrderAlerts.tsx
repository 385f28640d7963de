// New-order alerts (spec 1 §6, §9): for an admin or staff user, the layout listens to the live
// channel (ui/ports/livePort.ts) for the selected country; each alert opens the 'New order'
// dialog and the alert sound loops until the user presses Dismiss. The channel follows the
// session's user (switch user, sign-out) and reconnects by itself after a server restart.
// Decisions where the spec is silent: alerts arriving while the dialog is open join its list;
// one Dismiss acknowledges them all; the dialog has no close icon and ignores Escape, so the
// sound cannot stop without an explicit Dismiss. Each alert's Open button acknowledges them all
// too and opens that order on the admin's Orders page (`/orders?order={orderId}`, issue 18).
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Temporal } from "temporal-polyfill";
import { getCountryConfig, isCountryCode } from "../../../domain/shared/country";
import type { LiveNewOrder, LiveStatus } from "../../ports/livePort";
import { usePorts } from "../../ports/PortsProvider";
import { useRoleFlags, useSessionSelector } from "../../session/SessionProvider";
import { keptCountry } from "../country/countryChoice";
import { type AlertSound, webAudioAlertSound } from "./alertSound";

const ORDER_TYPE_LABELS: Record<LiveNewOrder["orderType"], string> = { DINE_IN: "Dine in", PICKUP: "Pickup", DELIVERY: "Delivery" };

const timeOf = (order: LiveNewOrder): string => {
  const zone = isCountryCode(order.country) ? getCountryConfig(order.country).timeZone : "UTC";
  return Temporal.Instant.from(order.placedAt).toZonedDateTimeISO(zone).toPlainTime().toString({ smallestUnit: "minute" });
};

export const NewOrderAlerts = ({ sound }: { readonly sound?: AlertSound }) => {
  const { live } = usePorts();
  const flags = useRoleFlags();
  const userId = useSessionSelector((snapshot) => snapshot.context.userId);
  const [alerts, setAlerts] = useState<ReadonlyArray<LiveNewOrder>>([]);
  const navigate = useNavigate();
  const openOrder = (orderId: string) => {
    setAlerts([]);
    void navigate(`/orders?${new URLSearchParams({ order: orderId }).toString()}`);
  };
  const [status, setStatus] = useState<LiveStatus | null>(null);
  const player = useRef<AlertSound>(sound ?? webAudioAlertSound());
  const listening = live !== undefined && userId !== null && flags?.canListenLive === true;

  useEffect(() => {
    if (!listening) return;
    const stop = live.listen(keptCountry().code, {
      onNewOrder: (order) => setAlerts((current) => [...current, order]),
      onStatus: setStatus,
    });
    return () => {
      stop();
      setStatus(null);
    };
  }, [live, listening, userId]);

  const sounding = alerts.length > 0;
  useEffect(() => {
    const current = player.current;
    if (sounding) current.start();
    else current.stop();
    return () => current.stop();
  }, [sounding]);

  if (!listening) return null;
  return (
    <>
      <span hidden data-testid="live-status" data-status={status?.kind ?? "connecting"} />
      <Dialog
        header="New order"
        visible={sounding}
        onHide={() => undefined}
        closable={false}
        closeOnEscape={false}
        modal
        draggable={false}
        style={{ width: "min(26rem, 92vw)" }}
        footer={<Button label="Dismiss" icon="pi pi-bell-slash" onClick={() => setAlerts([])} autoFocus />}
      >
        <ul data-testid="new-order-alerts" data-sounding={String(sounding)} style={{ margin: 0, paddingLeft: "1.2rem", lineHeight: 1.7 }}>
          {alerts.map((order) => (
            <li key={order.orderId}>
              <strong>{order.restaurantName}</strong> · {ORDER_TYPE_LABELS[order.orderType]} · {timeOf(order)}{" "}
              <Button label="Open" link size="small" onClick={() => openOrder(order.orderId)} aria-label={`Open order of ${order.restaurantName} at ${timeOf(order)}`} />
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
};
