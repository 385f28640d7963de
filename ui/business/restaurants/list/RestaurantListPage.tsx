// A business's restaurant list (spec 1 §2, route 'restaurant-list'), with New restaurant for a
// user the server lets create one (domain/auth/businessAccess.ts; hidden while rights load).
import { Button } from "primereact/button";
import { useNavigate, useParams } from "react-router";
import { LoadProblem } from "../../../kit/page/LoadProblem";
import { PageHeader } from "../../../kit/page/PageHeader";
import pageStyles from "../../../kit/page/page.module.css";
import { useLoad } from "../../../kit/page/useLoad";
import { restaurantCreateAccess } from "../../../../domain/auth/businessAccess";
import { useBusinessRights } from "../../../session/useBusinessRights";
import { usePorts } from "../../../ports/PortsProvider";
import { createRestaurantPath } from "../../../app/paths/restaurantPaths";
import { RestaurantTable } from "./RestaurantTable";

export const RestaurantListPage = () => {
  const { businessId = "" } = useParams();
  const { business } = usePorts();
  const navigate = useNavigate();
  const can = useBusinessRights(businessId);
  const restaurants = useLoad(() => business.listRestaurants(businessId), businessId);
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Restaurants"
        subtitle="The outlets of this business."
        actions={
          can?.(restaurantCreateAccess) === true ? (
            <Button label="New restaurant" icon="pi pi-plus" onClick={() => void navigate(createRestaurantPath(businessId))} />
          ) : null
        }
      />
      {restaurants.phase === "failed" ? (
        <LoadProblem message={restaurants.message} onRetry={restaurants.retry} />
      ) : (
        <RestaurantTable restaurants={restaurants.phase === "ready" ? restaurants.data : []} loading={restaurants.phase === "loading"} />
      )}
    </div>
  );
};
