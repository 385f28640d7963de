// The marketing overview (route 'marketing-overview', spec 3 §1). For now it is the area's
// entrance: the sections the user may use (and that are built), each with what it holds.
// Not yet here (issue 7 deliverable 1): the new-version banner and migration, the counts, 'Top
// spent members' and 'Most redeemed vouchers'.
import { Card } from "primereact/card";
import { Link, useParams } from "react-router";
import { pathTo, useRouteIndex } from "../../app/routeIndex";
import type { MarketingAccess } from "../access/marketingAccess";
import { MarketingFrame } from "../frame/MarketingFrame";
import { type MarketingSection, marketingPath } from "../marketingPaths";

const ENTRANCES: ReadonlyArray<{ readonly section: MarketingSection; readonly title: string; readonly text: string }> = [
  { section: "voucher", title: "Vouchers", text: "Attraction and retention vouchers, their claims and share links." },
  { section: "promotion", title: "Promotions", text: "Automatic discounts on bills, items and payments." },
  { section: "feedback", title: "Feedback rewards", text: "Vouchers given for a customer's feedback." },
];

const Entrances = ({ businessId, access }: { readonly businessId: string; readonly access: MarketingAccess }) => {
  const index = useRouteIndex();
  const mounted = (section: MarketingSection) => pathTo(index, `marketing-${section}`, { businessId }) !== null;
  return (
    <>
      {ENTRANCES.filter(({ section }) => access[section] && mounted(section)).map(({ section, title, text }) => (
        <Card key={section} title={<Link to={marketingPath(businessId, section)}>{title}</Link>}>
          <p>{text}</p>
        </Card>
      ))}
    </>
  );
};

export const MarketingOverviewPage = () => {
  const businessId = useParams().businessId ?? "";
  return (
    <MarketingFrame businessId={businessId} section="overview">
      {(access) => <Entrances businessId={businessId} access={access} />}
    </MarketingFrame>
  );
};
