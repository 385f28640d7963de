// The product editor's preview (issue 16 item 3): how the product being edited, unsaved changes
// included, appears on a channel at a chosen time: hidden, or listed with its name, price and
// add-ons, orderable or disabled with the reason (domain/menu/effectiveMenu.ts, the rules the
// server applies). Times are read in the restaurant's time zone (its restaurant-setting, else
// Malaysia's, as the server's business time zone falls back).
import { useState } from "react";
import { Temporal } from "temporal-polyfill";
import { CHANNELS, type Channel } from "../../../domain/menu/availability";
import { DEFAULT_TIME_ZONE } from "../../../domain/business/orderingHours";
import { effectiveMenu } from "../../../domain/menu/effectiveMenu";
import type { Product } from "../../../domain/menu/product";
import { SelectField } from "../../kit/forms/SelectField";
import { TextField } from "../../kit/forms/TextField";
import { useLoad } from "../../kit/page/useLoad";
import type { MenuDocument } from "../../ports/menuPort";
import { usePorts } from "../../ports/PortsProvider";
import { useMenu } from "../MenuArea";
import styles from "../menu.module.css";
import { priceText } from "../frame/priceText";

const CHANNEL_LABELS: Readonly<Record<Channel, string>> = {
  POS: "POS", DELIVERY: "Delivery", IN_HOUSE_DELIVERY: "In-house delivery", PICKUP: "Pickup", DINE_IN: "Dine-in", TAKEAWAY: "Takeaway",
};

const zoneOf = (settings: unknown): string => {
  const zone = (settings as { readonly "restaurant-setting"?: { readonly timeZone?: unknown } | null } | null)?.["restaurant-setting"]?.timeZone;
  return typeof zone === "string" ? zone : DEFAULT_TIME_ZONE;
};

const instantAt = (text: string, timeZone: string): Temporal.Instant | null => {
  try {
    return Temporal.PlainDateTime.from(text).toZonedDateTime(timeZone).toInstant();
  } catch {
    return null;
  }
};

export const ChannelPreview = ({ product, document }: { readonly product: Product; readonly document: MenuDocument }) => {
  const { business } = usePorts();
  const { restaurantId } = useMenu();
  const restaurant = useLoad(() => business.getRestaurant(restaurantId), restaurantId);
  const timeZone = restaurant.phase === "ready" ? zoneOf(restaurant.data.settings) : DEFAULT_TIME_ZONE;
  const [channel, setChannel] = useState<Channel>("DELIVERY");
  const [when, setWhen] = useState(() => Temporal.Now.plainDateTimeISO(timeZone).round({ smallestUnit: "minute" }).toString().slice(0, 16));
  const instant = instantAt(when, timeZone);
  const products = product.id === "" ? [...document.modules.product, product] : document.modules.product.map((p) => (p.id === product.id ? product : p));
  const state = { revision: document.rev, updatedAt: document.updatedAt, masterCatalogSetting: document.masterCatalogSetting, modules: { ...document.modules, product: products } };
  const seen = instant === null ? undefined : effectiveMenu(state, channel, instant, timeZone).products.find((p) => p.id === product.id);
  return (
    <section className={styles.preview} aria-label="Preview">
      <h3 style={{ margin: 0 }}>Preview</h3>
      <div className={styles.form}>
        <SelectField label="Channel" value={channel} options={CHANNELS.map((c) => ({ label: CHANNEL_LABELS[c], value: c }))} onChange={setChannel} />
        <TextField label={`At (${timeZone})`} value={when} onChange={setWhen} hint="YYYY-MM-DDTHH:mm" error={instant === null ? "Invalid date" : undefined} normalise={(t) => t.trim()} />
      </div>
      <div className={styles.previewRow} role="status">
        {instant === null ? null : seen === undefined ? (
          <span>Hidden on this channel.</span>
        ) : (
          <>
            <strong>{seen.name}</strong>
            <span>{priceText(seen.price)}</span>
            <span>{seen.orderable ? "Orderable" : `Disabled: ${seen.reason ?? ""}`}</span>
            {seen.addonGroups.map((g) => (
              <span key={g.id} className={styles.muted}>
                {g.name}: {g.addons.map((a) => a.name).join(", ") || "no add-ons"}
              </span>
            ))}
          </>
        )}
      </div>
    </section>
  );
};
