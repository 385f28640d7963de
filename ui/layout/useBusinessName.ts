// The name of the business in the address (`:businessId`), for the header's name rule; null
// outside a business, while loading, or when not `wanted` (admin, staff and agent users see
// their own name instead, so nothing is fetched for them).
// Decisions where the spec is silent: the name is read again on every page change within the
// business, so a rename shows once its form closes; a failed read leaves the title empty (the
// page itself reports the failure).
import { useEffect, useState } from "react";
import { useLocation, useParams } from "react-router";
import { usePorts } from "../ports/PortsProvider";

export const useBusinessName = (wanted: boolean): string | null => {
  const { business } = usePorts();
  const { businessId } = useParams();
  const { pathname } = useLocation();
  const [loaded, setLoaded] = useState<{ readonly id: string; readonly name: string } | null>(null);
  useEffect(() => {
    if (!wanted || businessId === undefined) return;
    let current = true;
    business.getBusiness(businessId).then(
      ({ name }) => {
        if (current) setLoaded({ id: businessId, name });
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [business, businessId, pathname, wanted]);
  return wanted && loaded !== null && loaded.id === businessId ? loaded.name : null;
};
