// The loyalty overview (spec 2 §2 Overview, route 'membership-overview'): the Member, Benefit and
// Reward cards, each opening its page; the Tiers table; the members charts; and the 'CRM v2
// conversion' confirmation (spec 2 §1); 'History' opens the programme history panel
// (ui/loyalty/history). The member figures come from the programme summary
// (one read, started beside the programme's by the marketing gate: programmeReadAhead.ts); benefit
// and reward counts from the programme itself.
// Decision where the spec is silent: while the summary loads or when it fails the member figures
// read '-', and the charts' card shows the failure with 'Try again'; the rest of the page stands.
// The history panel (a DataTable in a side panel) is a chunk loaded when History is first
// pressed, and stays mounted after, so it closes with its animation (issue 14, first load).
import { Button } from "primereact/button";
import { Card } from "primereact/card";
import { Suspense, lazy, useState } from "react";
import { LoadProblem } from "../../kit/page/LoadProblem";
import { Loading } from "../../kit/page/Loading";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import { useLoad } from "../../kit/page/useLoad";
import { usePorts } from "../../ports/PortsProvider";
import { useProgramme } from "../entry/ProgrammeContext";
import { takeSummaryRead } from "../entry/programmeReadAhead";
import { CrmConversionDialog } from "./CrmConversionDialog";
import { MemberCharts } from "./MemberCharts";
import { benefitCounts, rewardCounts } from "./overviewFigures";
import { SectionCard } from "./SectionCards";
import { TierTable } from "./TierTable";
import styles from "./overview.module.css";

const HistoryPanel = lazy(async () => ({ default: (await import("../history/HistoryPanel")).HistoryPanel }));

export const OverviewPage = () => {
  const { loyalty } = usePorts();
  const { businessId, programme } = useProgramme();
  const summary = useLoad(() => takeSummaryRead(loyalty, businessId), businessId);
  const [converting, setConverting] = useState(false);
  const [history, setHistory] = useState<"unopened" | "showing" | "hidden">("unopened");
  const benefits = benefitCounts(programme.benefits);
  const rewards = rewardCounts(programme.onJoinReward, programme.onLevelReward);
  const ready = summary.phase === "ready" ? summary.data : null;
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title={programme.name}
        subtitle="Loyalty programme overview"
        actions={
          <>
            <Button label="History" icon="pi pi-history" outlined onClick={() => setHistory("showing")} />
            <Button label="CRM v2 conversion" icon="pi pi-sync" outlined onClick={() => setConverting(true)} />
          </>
        }
      />
      <div className={styles.cards}>
        <SectionCard
          title="Member"
          icon="pi pi-users"
          routeName="membership-member"
          businessId={businessId}
          figures={[
            { label: "Members", value: ready?.memberCount ?? "-" },
            { label: "New this month", value: ready?.newThisMonth ?? "-" },
          ]}
        />
        <SectionCard
          title="Benefit"
          icon="pi pi-star"
          routeName="membership-benefit"
          businessId={businessId}
          figures={[
            { label: "Basic", value: benefits.basic },
            { label: "Scheduled", value: benefits.scheduled },
          ]}
        />
        <SectionCard
          title="Reward"
          icon="pi pi-gift"
          routeName="membership-reward"
          businessId={businessId}
          figures={[
            { label: "On join", value: rewards.onJoin },
            { label: "Level up", value: rewards.levelUp },
          ]}
        />
      </div>
      <Card title="Tiers">
        <TierTable setting={programme.tier} />
      </Card>
      {summary.phase === "loading" ? <Loading /> : null}
      {summary.phase === "failed" ? <LoadProblem message={summary.message} onRetry={summary.retry} /> : null}
      {ready === null ? null : <MemberCharts summary={ready} setting={programme.tier} />}
      <CrmConversionDialog businessId={businessId} visible={converting} onClose={() => setConverting(false)} />
      {history === "unopened" ? null : (
        <Suspense fallback={null}>
          <HistoryPanel businessId={businessId} visible={history === "showing"} onClose={() => setHistory("hidden")} />
        </Suspense>
      )}
    </div>
  );
};
