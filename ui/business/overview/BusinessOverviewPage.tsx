// The overview of one business (spec 1 §2, route 'business-overview'): its picture, name, menu
// version and member app address; its company legal info in brief; and its restaurants, with
// the way to add one. Each part links to the page that edits it.
// Decision where the spec is silent ("Overview of one business"): the overview is a summary with
// links, not a dashboard of figures (reports live in their own section). An edit or add action
// shows only to a user the server lets do it (domain/auth/businessAccess.ts).
// The business, its restaurants and the user's rights in it are read together, and the overview
// shows once all three are known: drawn piece by piece, the restaurant rows and the edit buttons
// arriving late pushed the cards below them down (a layout shift of 0.15 to 0.4 on a phone,
// issue 14), and the restaurants were only asked for once the business had arrived.
import { Button } from "primereact/button";
import { Card } from "primereact/card";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { businessEditAccess, restaurantCreateAccess } from "../../../domain/auth/businessAccess";
import { COUNTRY_CONFIGS, isCountryCode } from "../../../domain/shared/country";
import { TAX_SYSTEMS } from "../../../domain/shared/taxSystem";
import { type CanInBusiness, useBusinessRights } from "../../session/useBusinessRights";
import type { Business, Restaurant } from "../../ports/businessPort";
import { usePorts } from "../../ports/PortsProvider";
import { RestaurantTable } from "../restaurants/list/RestaurantTable";
import { createRestaurantPath, restaurantListPath } from "../../app/paths/restaurantPaths";
import { businessEditPath, companyPath } from "../../app/paths/businessPaths";
import { LoadProblem } from "../../kit/page/LoadProblem";
import { Loading } from "../../kit/page/Loading";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import { type Load, useLoad } from "../../kit/page/useLoad";
import { BusinessThumbnail } from "../profile/BusinessThumbnail";
import styles from "./overview.module.css";

const countryName = (code: string): string => (isCountryCode(code) ? COUNTRY_CONFIGS[code].name : code);

const CompanySummary = ({ business }: { readonly business: Business }) => {
  const { company } = business;
  if (company === null) return <p className={styles.muted}>No company legal info yet.</p>;
  const { address } = company;
  return (
    <dl className={styles.facts}>
      <dt>Name</dt>
      <dd>{company.name}</dd>
      <dt>Registration no</dt>
      <dd>{company.regNo}</dd>
      <dt>Tax ID</dt>
      <dd>{company.sstRegNo === "" ? "None" : company.sstRegNo}</dd>
      <dt>Phone</dt>
      <dd>{company.phoneNo}</dd>
      <dt>Prices</dt>
      <dd>
        {company.inclusiveTaxes.length === 0
          ? "Before tax"
          : company.inclusiveTaxes
              .map((tax) => `${TAX_SYSTEMS[tax.systemCode].name} ${tax.inclusive ? "included" : "not included"}`)
              .join(", ")}
      </dd>
      <dt>HQ address</dt>
      <dd>{[address.line1, address.line2, `${address.postcode} ${address.city}`, address.state, countryName(address.country)].filter((part) => part.trim() !== "").join(", ")}</dd>
    </dl>
  );
};

interface OverviewProps {
  readonly business: Business;
  readonly restaurants: Load<ReadonlyArray<Restaurant>> & { readonly retry: () => void };
  readonly can: CanInBusiness;
}

const Overview = ({ business, restaurants, can }: OverviewProps) => {
  const navigate = useNavigate();
  const mayEdit = can(businessEditAccess);
  return (
    <>
      <PageHeader
        title={business.name}
        subtitle={`Menu ${business.menuVersion} · ${business.url === null ? "No member app address" : `Member app address /${business.url}`}`}
        picture={<BusinessThumbnail business={business} size="large" />}
        actions={mayEdit ? <Button label="Edit business" icon="pi pi-pencil" outlined onClick={() => void navigate(businessEditPath(business.id))} /> : null}
      />
      <div className={styles.cards}>
        <Card
          title="Restaurants"
          className={styles.wide}
          footer={
            <div className={styles.footer}>
              <Button label="All restaurants" link onClick={() => void navigate(restaurantListPath(business.id))} />
              {can(restaurantCreateAccess) ? (
                <Button label="New restaurant" icon="pi pi-plus" onClick={() => void navigate(createRestaurantPath(business.id))} />
              ) : null}
            </div>
          }
        >
          {restaurants.phase === "failed" ? (
            <LoadProblem message={restaurants.message} onRetry={restaurants.retry} />
          ) : (
            <RestaurantTable restaurants={restaurants.phase === "ready" ? restaurants.data : []} loading={restaurants.phase === "loading"} />
          )}
        </Card>
        <Card
          title="Company legal info"
          footer={mayEdit ? <Button label="Edit company legal info" link onClick={() => void navigate(companyPath(business.id))} /> : null}
        >
          <CompanySummary business={business} />
        </Card>
      </div>
    </>
  );
};

export const BusinessOverviewPage = () => {
  const { businessId = "" } = useParams();
  const { business: port } = usePorts();
  const business = useLoad(() => port.getBusiness(businessId), businessId);
  const restaurants = useLoad(() => port.listRestaurants(businessId), businessId);
  const can = useBusinessRights(businessId);
  // Once shown, the overview stays while the restaurants are read again (Retry in their card).
  const [shownFor, setShownFor] = useState<string | null>(null);
  const complete = business.phase === "ready" && can !== null && (restaurants.phase !== "loading" || shownFor === businessId);
  if (complete && shownFor !== businessId) setShownFor(businessId);
  return (
    <div className={pageStyles.page}>
      {business.phase === "loading" || (business.phase === "ready" && !complete) ? <Loading /> : null}
      {business.phase === "failed" ? <LoadProblem message={business.message} onRetry={business.retry} /> : null}
      {business.phase === "ready" && complete ? <Overview business={business.data} restaurants={restaurants} can={can} /> : null}
    </div>
  );
};
