// The drawer's groups for the current address and user (navModel.ts over the route index); an
// entry that needs a right in the business of the address shows once the rights are known.
import { useParams } from "react-router";
import { useRouteIndex } from "../../app/routeIndex";
import { useRoleFlags } from "../../session/SessionProvider";
import { navGroups, type NavGroup } from "./navModel";
import { useBusinessRights } from "../../session/useBusinessRights";

export const useNavGroups = (): NavGroup[] => {
  const index = useRouteIndex();
  const params = useParams();
  const flags = useRoleFlags();
  const can = useBusinessRights(params.businessId);
  return flags === null ? [] : navGroups(index, params, flags, (right) => can?.(right) ?? false);
};
