// A restaurant's Delivery page (route 'restaurant-delivery', issue 17, spec 4 §7): one tab per
// platform (GrabFood, foodpanda, ShopeeFood), each with its connection and, once connected, its
// menu sync (status, report, dry run, drift), the store's pause, the items marked unavailable and the
// special opening hours. The drawer offers it to
// whoever may update the restaurant (the server refuses others).
// 'Required POS version {v}' (spec 4 §9 deliveryIntegration, 6.11.0) shows beside Sync and
// disables it when the restaurant's till reported an older version; a till that never reported
// one is not gated (as the menu screens do, domain/menu/menuPosGates.ts).
// Decision where the spec is silent: only the open tab's platform is loaded; a platform without a
// partner client on this server answers its calls with 'is unavailable, try again later'.
import { TabPanel, TabView } from "primereact/tabview";
import { useState } from "react";
import { useParams } from "react-router";
import { LoadProblem } from "../../../kit/page/LoadProblem";
import { Loading } from "../../../kit/page/Loading";
import { PageHeader } from "../../../kit/page/PageHeader";
import pageStyles from "../../../kit/page/page.module.css";
import { useLoad } from "../../../kit/page/useLoad";
import type { DeliveryPlatform, DeliveryPort, PlatformSetting } from "../../../ports/deliveryPort";
import { usePorts } from "../../../ports/PortsProvider";
import { usePosFeatureGate } from "../usePosFeatureGate";
import { ConnectionCard } from "./ConnectionCard";
import { MenuSyncCard } from "./MenuSyncCard";
import { ItemAvailabilityCard } from "./ItemAvailabilityCard";
import { SpecialHoursCard } from "./SpecialHoursCard";
import { StoreStatusCard } from "./StoreStatusCard";
import { GrabCampaignsCard } from "./GrabCampaignsCard";
import styles from "./delivery.module.css";
import { PAGE_PLATFORMS, PLATFORM_NAME } from "./deliveryText";

const NO_DELIVERY = "Delivery platforms are not available here";

interface CardsProps {
  readonly delivery: DeliveryPort;
  readonly businessId: string;
  readonly initial: PlatformSetting;
  readonly posGate: string | null;
}

const DeliveryCards = ({ delivery, businessId, initial, posGate }: CardsProps) => {
  const [setting, setSetting] = useState(initial);
  const connected = setting.enabled && setting.storeRef !== "";
  return (
    <div className={styles.cards}>
      <ConnectionCard delivery={delivery} setting={setting} onSaved={setSetting} />
      {connected ? (
        <>
          <MenuSyncCard delivery={delivery} platform={setting.platform} posGate={posGate} businessId={businessId} restaurantId={setting._id} />
          <StoreStatusCard delivery={delivery} setting={setting} onChanged={setSetting} posGate={posGate} />
          <ItemAvailabilityCard delivery={delivery} platform={setting.platform} restaurantId={setting._id} posGate={posGate} />
          <SpecialHoursCard delivery={delivery} platform={setting.platform} restaurantId={setting._id} posGate={posGate} />
          {setting.platform === "grabfood" ? <GrabCampaignsCard businessId={businessId} restaurantId={setting._id} merchantID={setting.storeRef} /> : null}
        </>
      ) : null}
    </div>
  );
};

const PlatformTab = ({ platform, businessId, restaurantId, posGate }: { readonly platform: DeliveryPlatform; readonly businessId: string; readonly restaurantId: string; readonly posGate: string | null }) => {
  const { delivery } = usePorts();
  const load = useLoad(() => (delivery === undefined ? Promise.reject(new Error(NO_DELIVERY)) : delivery.setting(platform, restaurantId)), `${platform}:${restaurantId}`);
  return (
    <>
      {load.phase === "loading" ? <Loading /> : null}
      {load.phase === "failed" ? <LoadProblem message={load.message} onRetry={load.retry} /> : null}
      {load.phase === "ready" && delivery !== undefined ? <DeliveryCards key={load.data._rev} delivery={delivery} businessId={businessId} initial={load.data} posGate={posGate} /> : null}
    </>
  );
};

export const DeliveryPage = () => {
  const { businessId = "", restaurantId = "" } = useParams();
  const [tab, setTab] = useState(0);
  const posGate = usePosFeatureGate(restaurantId, "deliveryIntegration");
  return (
    <div className={pageStyles.page}>
      <PageHeader title="Delivery platforms" subtitle="GrabFood, foodpanda and ShopeeFood: connection, menu sync and store status" />
      <TabView scrollable activeIndex={tab} onTabChange={(event) => setTab(event.index)}>
        {PAGE_PLATFORMS.map((platform, index) => (
          <TabPanel key={platform} header={PLATFORM_NAME[platform]}>
            {index === tab ? <PlatformTab platform={platform} businessId={businessId} restaurantId={restaurantId} posGate={posGate} /> : null}
          </TabPanel>
        ))}
      </TabView>
    </div>
  );
};
