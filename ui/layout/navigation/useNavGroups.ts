// The drawer's groups for the current address and user (navModel.ts over the route index).
import { useParams } from "react-router";
import { useRouteIndex } from "../../app/routeIndex";
import { useRoleFlags } from "../../session/SessionProvider";
import { navGroups, type NavGroup } from "./navModel";

export const useNavGroups = (): NavGroup[] => {
  const index = useRouteIndex();
  const params = useParams();
  const flags = useRoleFlags();
  return flags === null ? [] : navGroups(index, params, flags);
};
