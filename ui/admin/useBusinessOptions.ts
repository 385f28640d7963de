// The admin section's business filter choices: every business the signed-in user may list (all of
// them for provider admins and staff, an agent's own), as dropdown options by name.
import { useEffect, useState } from "react";
import type { Business } from "../ports/businessPort";
import { usePorts } from "../ports/PortsProvider";

export const useBusinessOptions = () => {
  const { business } = usePorts();
  const [businesses, setBusinesses] = useState<ReadonlyArray<Business>>([]);
  useEffect(() => {
    let current = true;
    business.listMyBusinesses().then((rows) => current && setBusinesses(rows), () => {});
    return () => {
      current = false;
    };
  }, [business]);
  return businesses.map(({ id, name }) => ({ label: name, value: id }));
};
