// The frame of every marketing page (spec 3 §2 "Menu gating"): the area's menu (Overview,
// Promotion, Voucher, Feedback) with the entries the user may not use hidden, then the page. A
// page the user may not use sends them to the business overview (spec 1 §2 "an invalid route for
// the current permissions redirects to the business overview").
// Decisions where the spec is silent: the drawer's entries are gated by role flags only (ui/app
// route handles), while these rights are per business; so the area's own menu, a tab bar at the
// top of each marketing page, carries the gated entries, and the drawer links the overview. A
// section whose route (marketing-{section}) is not mounted has no entry.
import { TabMenu } from "primereact/tabmenu";
import type { ReactNode } from "react";
import { Navigate, useNavigate } from "react-router";
import { pathTo, useRouteIndex } from "../../app/routeIndex";
import { businessOverviewPath } from "../../app/paths/businessPaths";
import { Loading } from "../../kit/page/Loading";
import pageStyles from "../../kit/page/page.module.css";
import type { MarketingAccess } from "../access/marketingAccess";
import { useMarketingAccess } from "../access/useMarketingAccess";
import { MARKETING_SECTIONS, type MarketingSection, marketingPath } from "../../app/paths/marketingPaths";
import styles from "./frame.module.css";

const LABELS: Readonly<Record<MarketingSection, { readonly label: string; readonly icon: string }>> = {
  overview: { label: "Overview", icon: "pi pi-chart-bar" },
  promotion: { label: "Promotion", icon: "pi pi-percentage" },
  voucher: { label: "Voucher", icon: "pi pi-ticket" },
  feedback: { label: "Feedback", icon: "pi pi-comment" },
};

export interface MarketingFrameProps {
  readonly businessId: string;
  readonly section: MarketingSection;
  /** The page, or a function of the user's access drawing it. */
  readonly children: ReactNode | ((access: MarketingAccess) => ReactNode);
}

export const MarketingFrame = ({ businessId, section, children }: MarketingFrameProps) => {
  const access = useMarketingAccess(businessId);
  const navigate = useNavigate();
  const index = useRouteIndex();
  if (access === null) return <Loading />;
  if (!access[section]) return <Navigate to={businessOverviewPath(businessId)} replace />;
  const sections = MARKETING_SECTIONS.filter((name) => access[name] && pathTo(index, `marketing-${name}`, { businessId }) !== null);
  const items = sections.map((name) => ({
    ...LABELS[name],
    command: () => void navigate(marketingPath(businessId, name)),
  }));
  return (
    <div className={pageStyles.page}>
      <nav aria-label="Marketing">
        <TabMenu className={styles.tabs} model={items} activeIndex={sections.indexOf(section)} />
      </nav>
      {typeof children === "function" ? children(access) : children}
    </div>
  );
};
