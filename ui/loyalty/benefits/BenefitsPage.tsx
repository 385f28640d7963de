// The Benefits page (spec 2 §2 Benefits page, route 'membership-benefit'): the 'Common' title
// (benefits needing no title) and the custom titles, each with its benefits; 'New title' opens
// the title dialog, a title's edit and delete act on it (a title with benefits cannot go: the
// server says 'Unable to delete title with benefits'); 'Add benefit' and a benefit's edit open
// the benefit wizard (a new benefit starts under the title it was added to), delete removes it.
// Decision where the spec is silent: the subtitle counts titles and benefits; restaurants and
// reward vouchers load beside the page and their lists are empty while they load or fail.
import { Button } from "primereact/button";
import { useCallback, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { availabilityText } from "../../../domain/loyalty/benefitApplicability";
import { creditScale } from "../../../domain/loyalty/creditMultiplier";
import type { Benefit } from "../../../domain/loyalty/programme/benefits";
import type { Title } from "../../../domain/loyalty/programme/titles";
import { benefitDraftOf, newBenefitDraft } from "../../../machines/loyalty/benefitDraft";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import { useLoad } from "../../kit/page/useLoad";
import type { LoyaltyProgramme } from "../../ports/loyaltyPort";
import { usePorts } from "../../ports/PortsProvider";
import { useProgramme } from "../entry/ProgrammeContext";
import { useRewardVouchers } from "../tier/useRewardVouchers";
import { benefitsWithout, titleGroups, titlesWithout } from "./benefitList";
import { benefitDeleted, titleDeleted } from "./benefitPageNotices";
import { TYPE_LABELS, businessTimeZone, nextDistribute, rewardText } from "./benefitTexts";
import { BenefitWizardDialog } from "./BenefitWizardDialog";
import styles from "./benefits.module.css";
import { TitleDialog } from "./TitleDialog";
import { TitleSection } from "./TitleSection";
import { useBenefitWizard } from "./useBenefitWizard";
import { useListItemDeletion } from "./useListItemDeletion";

const counted = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? "" : "s"}`;

const tierCountOf = (programme: LoyaltyProgramme): number => 1 + programme.tier.tiers.length;

export const BenefitsPage = () => {
  const { loyalty, business } = usePorts();
  const { businessId, programme } = useProgramme();
  const restaurantsLoad = useLoad(() => business.listRestaurants(businessId), businessId);
  const restaurants = restaurantsLoad.phase === "ready" ? restaurantsLoad.data : [];
  const rewards = useRewardVouchers(businessId);
  const wizard = useBenefitWizard();
  const [, send] = wizard;
  const [titleDialog, setTitleDialog] = useState<{ readonly title: Title | null } | null>(null);
  const precision = creditScale(programme.creditOneToOne).precision;
  const timeZone = businessTimeZone(restaurants);
  const removeTitle = useCallback(
    (current: LoyaltyProgramme, id: string) => loyalty.replaceTitles({ businessId, rev: current._rev, change: titlesWithout(current.titles, id) }),
    [loyalty, businessId],
  );
  const removeBenefit = useCallback(
    (current: LoyaltyProgramme, id: string) =>
      loyalty.replaceBenefits({ businessId, rev: current._rev, change: benefitsWithout(current.benefits, id, creditScale(current.creditOneToOne).precision) }),
    [loyalty, businessId],
  );
  const titleDeletion = useListItemDeletion(removeTitle, titleDeleted);
  const benefitDeletion = useListItemDeletion(removeBenefit, benefitDeleted);
  const at = Temporal.Now.instant();
  const textsOf = (benefit: Benefit) => ({
    type: TYPE_LABELS[benefit.options.type],
    availability: availabilityText(benefit),
    reward: rewardText(benefit, rewards.names, precision),
    nextDistribute: nextDistribute(benefit, at, timeZone),
  });
  const limits = { tierCount: tierCountOf(programme) };
  const groups = titleGroups(programme.titles, programme.benefits);
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Benefit"
        subtitle={`${counted(programme.titles.length, "title")} · ${counted(programme.benefits.length, "benefit")}`}
        actions={<Button label="New title" icon="pi pi-plus" onClick={() => setTitleDialog({ title: null })} />}
      />
      <div className={styles.titles}>
        {groups.map((group) => (
          <TitleSection
            key={group.title?.id ?? "common"}
            group={group}
            textsOf={textsOf}
            onAddBenefit={(title) => send({ type: "wizard.open", draft: newBenefitDraft(title?.id ?? null), editing: null, limits })}
            onEditBenefit={(benefit) => send({ type: "wizard.open", draft: benefitDraftOf(benefit, precision), editing: benefit.id, limits })}
            onDeleteBenefit={(benefit) => benefitDeletion.request({ id: benefit.id, name: benefit.name })}
            onEditTitle={(title) => setTitleDialog({ title })}
            onDeleteTitle={(title) => titleDeletion.request({ id: title.id, name: title.name })}
          />
        ))}
      </div>
      {titleDialog === null ? null : <TitleDialog title={titleDialog.title} onClose={() => setTitleDialog(null)} />}
      <BenefitWizardDialog
        wizard={wizard}
        titles={programme.titles}
        restaurants={restaurants}
        vouchers={rewards.options}
        timeZone={timeZone}
      />
      {titleDeletion.dialog}
      {benefitDeletion.dialog}
    </div>
  );
};
