// A restaurant's Delivery page (route 'restaurant-delivery', issue 17, spec 4 §7): the GrabFood
// connection, and once connected the menu sync (status, report, dry run, drift) and the store's
// pause. The drawer offers it to whoever may update the restaurant (the server refuses others).
// Decision where the spec is silent: foodpanda and ShopeeFood have no partner client yet, so the
// page is GrabFood's; their settings stay reachable through the API.
import { useState } from "react";
import { useParams } from "react-router";
import { LoadProblem } from "../../../kit/page/LoadProblem";
import { Loading } from "../../../kit/page/Loading";
import { PageHeader } from "../../../kit/page/PageHeader";
import pageStyles from "../../../kit/page/page.module.css";
import { useLoad } from "../../../kit/page/useLoad";
import type { DeliveryPort, GrabSetting } from "../../../ports/deliveryPort";
import { usePorts } from "../../../ports/PortsProvider";
import { GrabConnectionCard } from "./GrabConnectionCard";
import { MenuSyncCard } from "./MenuSyncCard";
import { StoreStatusCard } from "./StoreStatusCard";
import { GrabCampaignsCard } from "./GrabCampaignsCard";
import styles from "./delivery.module.css";

const NO_DELIVERY = "Delivery platforms are not available here";

const DeliveryCards = ({ delivery, businessId, initial }: { readonly delivery: DeliveryPort; readonly businessId: string; readonly initial: GrabSetting }) => {
  const [setting, setSetting] = useState(initial);
  const connected = setting.enabled && setting.merchantID !== "";
  return (
    <div className={styles.cards}>
      <GrabConnectionCard delivery={delivery} setting={setting} onSaved={setSetting} />
      {connected ? (
        <>
          <MenuSyncCard delivery={delivery} businessId={businessId} restaurantId={setting._id} />
          <StoreStatusCard delivery={delivery} setting={setting} onChanged={setSetting} />
          <GrabCampaignsCard businessId={businessId} restaurantId={setting._id} merchantID={setting.merchantID} />
        </>
      ) : null}
    </div>
  );
};

export const DeliveryPage = () => {
  const { businessId = "", restaurantId = "" } = useParams();
  const { delivery } = usePorts();
  const load = useLoad(() => (delivery === undefined ? Promise.reject(new Error(NO_DELIVERY)) : delivery.grabSetting(restaurantId)), restaurantId);
  return (
    <div className={pageStyles.page}>
      <PageHeader title="Delivery platforms" subtitle="GrabFood: connection, menu sync and store status" />
      {load.phase === "loading" ? <Loading /> : null}
      {load.phase === "failed" ? <LoadProblem message={load.message} onRetry={load.retry} /> : null}
      {load.phase === "ready" && delivery !== undefined ? <DeliveryCards key={load.data._rev} delivery={delivery} businessId={businessId} initial={load.data} /> : null}
    </div>
  );
};
