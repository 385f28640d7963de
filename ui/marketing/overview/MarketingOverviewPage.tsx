// The marketing overview (route 'marketing-overview', spec 3 §1): the new-version banner and its
// migration (MigrationBanner), the counts (OverviewFigures), 'Top spent members' and 'Most
// redeemed vouchers' (OverviewLists), and the way into loyalty (QuickLinks), from one summary read
// (GET /businesses/{businessId}/marketing/overview). A part the user may not read is left out.
import { useParams } from "react-router";
import { LoadProblem } from "../../kit/page/LoadProblem";
import { Loading } from "../../kit/page/Loading";
import { PageHeader } from "../../kit/page/PageHeader";
import { useLoad } from "../../kit/page/useLoad";
import { usePorts } from "../../ports/PortsProvider";
import { MarketingFrame } from "../frame/MarketingFrame";
import { MigrationBanner } from "./MigrationBanner";
import { OverviewFigures } from "./OverviewFigures";
import { MostRedeemedVouchers, TopSpentMembers } from "./OverviewLists";
import styles from "./overview.module.css";
import { QuickLinks } from "./QuickLinks";

const MarketingOverview = ({ businessId }: { readonly businessId: string }) => {
  const { marketing } = usePorts();
  const summary = useLoad(() => marketing.overviewSummary(businessId), businessId);
  return (
    <>
      <PageHeader title="Marketing overview" />
      <MigrationBanner businessId={businessId} />
      {summary.phase === "loading" ? <Loading /> : null}
      {summary.phase === "failed" ? <LoadProblem message={summary.message} onRetry={summary.retry} /> : null}
      {summary.phase === "ready" ? (
        <>
          <OverviewFigures summary={summary.data} />
          <div className={styles.columns}>
            {summary.data.topSpentMember === null ? null : <TopSpentMembers businessId={businessId} members={summary.data.topSpentMember} />}
            {summary.data.mostRedeemedVouchers === null ? null : <MostRedeemedVouchers vouchers={summary.data.mostRedeemedVouchers} />}
            <QuickLinks businessId={businessId} />
          </div>
        </>
      ) : null}
    </>
  );
};

export const MarketingOverviewPage = () => {
  const businessId = useParams().businessId ?? "";
  return (
    <MarketingFrame businessId={businessId} section="overview">
      <MarketingOverview businessId={businessId} />
    </MarketingFrame>
  );
};
