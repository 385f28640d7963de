// The overview of one business (spec 1 §2, route 'business-overview'): its picture, name, menu
// version and member app address; its company legal info in brief; and its restaurants, with
// the way to add one. Each part links to the page that edits it.
// Decision where the spec is silent ("Overview of one business"): the overview is a summary with
// links, not a dashboard of figures (reports live in their own section). An edit or add action
// shows only to a user the server lets do it (domain/auth/businessAccess.ts).
import { Button } from "primereact/button";
import { Card } from "primereact/card";
import { useNavigate, useParams } from "react-router";
import { businessEditAccess, restaurantCreateAccess } from "../../../domain/auth/businessAccess";
import { COUNTRY_CONFIGS, isCountryCode } from "../../../domain/shared/country";
import { TAX_SYSTEMS } from "../../../domain/shared/taxSystem";
import { useBusinessRights } from "../../session/useBusinessRights";
import type { Business } from "../../ports/businessPort";
import { usePorts } from "../../ports/PortsProvider";
import { RestaurantTable } from "../restaurants/list/RestaurantTable";
import { createRestaurantPath, restaurantListPath } from "../../app/paths/restaurantPaths";
import { businessEditPath, companyPath } from "../../app/paths/businessPaths";
import { LoadProblem } from "../../kit/page/LoadProblem";
import { Loading } from "../../kit/page/Loading";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import { useLoad } from "../../kit/page/useLoad";
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

const Overview = ({ business }: { readonly business: Business }) => {
  const { business: port } = usePorts();
  const navigate = useNavigate();
  const restaurants = useLoad(() => port.listRestaurants(business.id), business.id);
  const can = useBusinessRights(business.id);
  const mayEdit = can?.(businessEditAccess) === true;
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
              {can?.(restaurantCreateAccess) === true ? (
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
  return (
    <div className={pageStyles.page}>
      {business.phase === "loading" ? <Loading /> : null}
      {business.phase === "failed" ? <LoadProblem message={business.message} onRetry={business.retry} /> : null}
      {business.phase === "ready" ? <Overview business={business.data} /> : null}
    </div>
  );
};
