// The promotion list (route 'marketing-promotion', spec 3 §2): the Bill promotion and Item
// promotion groups (PromotionGroupPanel.tsx), the 'New promotion' dropdown and each group's
// 'Add new promotion', which open the wizard (Create new promotion / Edit promotion) on a new
// promotion of that group; per promotion a dry run (issue 7 item 8), edit and delete.
// Decision where the spec is silent: a new promotion starts today in the browser's calendar;
// the server reads days in the business time zone.
import { Button } from "primereact/button";
import { Menu } from "primereact/menu";
import { useRef, useState } from "react";
import { useParams } from "react-router";
import { Temporal } from "temporal-polyfill";
import { PROMOTION_GROUPS, type PromotionGroup, newPromotionDraft, promotionDraftOf } from "../../../machines/marketing/promotionDraft";
import { LoadProblem } from "../../kit/page/LoadProblem";
import { Loading } from "../../kit/page/Loading";
import { PageHeader } from "../../kit/page/PageHeader";
import { useLoad } from "../../kit/page/useLoad";
import { useNarrowScreen } from "../../kit/useNarrowScreen";
import { usePorts } from "../../ports/PortsProvider";
import { DryRunDialog, type DryRunSubject } from "../dryRun/DryRunDialog";
import { MarketingFrame } from "../frame/MarketingFrame";
import { type PromotionActions, PromotionGroupPanel } from "./PromotionGroupPanel";
import styles from "./promotionList.module.css";
import { promotionGroupOf } from "./promotionSummary";
import { PROMOTION_GROUP_TITLES } from "./promotionTexts";
import { usePromotionDeletion } from "./usePromotionDeletion";
import { usePromotionWizard } from "./usePromotionWizard";
import { PromotionWizardDialog } from "./wizard/PromotionWizardDialog";

const NewPromotionMenu = ({ onNew }: { readonly onNew: (group: PromotionGroup) => void }) => {
  const menu = useRef<Menu>(null);
  const items = PROMOTION_GROUPS.map((group) => ({ label: PROMOTION_GROUP_TITLES[group], command: () => onNew(group) }));
  return (
    <>
      <Menu model={items} popup ref={menu} id="new-promotion-menu" />
      <Button label="New promotion" icon="pi pi-chevron-down" iconPos="right" aria-haspopup aria-controls="new-promotion-menu" onClick={(event) => menu.current?.toggle(event)} />
    </>
  );
};

const PromotionList = ({ businessId }: { readonly businessId: string }) => {
  const { marketing, business } = usePorts();
  const narrow = useNarrowScreen();
  const [listing, setListing] = useState(0);
  const relist = () => setListing((n) => n + 1);
  const promotions = useLoad(() => marketing.listPromotions(businessId), `${businessId}:${listing}`);
  const restaurants = useLoad(() => business.listRestaurants(businessId), businessId);
  const restaurantChoices = restaurants.phase === "ready" ? restaurants.data : [];
  const wizard = usePromotionWizard(businessId, relist);
  const deletion = usePromotionDeletion(businessId, relist);
  const [dryRun, setDryRun] = useState<DryRunSubject | null>(null);
  const openNew = (group: PromotionGroup) =>
    wizard[1]({ type: "wizard.open", draft: newPromotionDraft(group, Temporal.Now.plainDateISO().toString()), editing: null });
  const actions: PromotionActions = {
    onAdd: openNew,
    onDryRun: (promotion) => setDryRun({ kind: "promotion", id: promotion.id, name: promotion.name, effect: promotion.effect }),
    onEdit: (promotion) => wizard[1]({ type: "wizard.open", draft: promotionDraftOf(promotion), editing: { id: promotion.id, rev: promotion._rev } }),
    onDelete: (promotion) => deletion.request({ id: promotion.id, name: promotion.name }),
  };
  return (
    <>
      <PageHeader title="Promotions" actions={<NewPromotionMenu onNew={openNew} />} />
      {promotions.phase === "loading" ? <Loading /> : null}
      {promotions.phase === "failed" ? <LoadProblem message={promotions.message} onRetry={promotions.retry} /> : null}
      {promotions.phase === "ready" ? (
        <div className={styles.groups}>
          {PROMOTION_GROUPS.map((group) => (
            <PromotionGroupPanel
              key={group}
              group={group}
              promotions={promotions.data.filter((promotion) => promotionGroupOf(promotion) === group)}
              actions={actions}
              narrow={narrow}
            />
          ))}
        </div>
      ) : null}
      <PromotionWizardDialog businessId={businessId} wizard={wizard} restaurants={restaurantChoices} />
      {deletion.dialog}
      {dryRun === null ? null : <DryRunDialog key={dryRun.id} businessId={businessId} subject={dryRun} restaurants={restaurantChoices} onClose={() => setDryRun(null)} />}
    </>
  );
};

export const PromotionListPage = () => {
  const businessId = useParams().businessId ?? "";
  return (
    <MarketingFrame businessId={businessId} section="promotion">
      <PromotionList businessId={businessId} />
    </MarketingFrame>
  );
};
