// The signed-in user's own businesses for the top bar's switcher (GET /my/businesses), read when
// `wanted` (owners and team members; admin, staff and agent users have the business list
// instead), and again whenever the address moves to another business, so one just created is
// listed. Opening a business the user holds keeps it as their choice (ui/session/businessChoice.ts).
// Decision: a failed read leaves no switcher (the page itself reports failures).
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import type { Business } from "../../ports/businessPort";
import { usePorts } from "../../ports/PortsProvider";
import { keepBusinessId } from "../../session/businessChoice";
import { useSessionSelector } from "../../session/SessionProvider";

export const useMyBusinesses = (wanted: boolean): ReadonlyArray<Business> => {
  const { business } = usePorts();
  const { businessId } = useParams();
  const userId = useSessionSelector((snapshot) => snapshot.context.userId);
  const [loaded, setLoaded] = useState<{ readonly userId: string; readonly businesses: ReadonlyArray<Business> } | null>(null);
  useEffect(() => {
    if (!wanted || userId === null) return;
    let current = true;
    business.listMyBusinesses().then(
      (businesses) => {
        if (!current) return;
        setLoaded({ userId, businesses });
        if (businessId !== undefined && businesses.some(({ id }) => id === businessId)) keepBusinessId(userId, businessId);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [business, businessId, userId, wanted]);
  return wanted && loaded !== null && loaded.userId === userId ? loaded.businesses : [];
};
