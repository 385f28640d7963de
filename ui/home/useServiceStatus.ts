// Asks the API port whether the service answers, once per mount. The state is one value
// ("checking" → "online" | "unavailable"), never a pair of flags.
import { useEffect, useState } from "react";
import { usePorts } from "../ports/PortsProvider";

export type ServiceStatus = "checking" | "online" | "unavailable";

export const useServiceStatus = (): ServiceStatus => {
  const { api } = usePorts();
  const [status, setStatus] = useState<ServiceStatus>("checking");
  useEffect(() => {
    let mounted = true;
    const settle = (next: ServiceStatus) => {
      if (mounted) setStatus(next);
    };
    api.health().then(
      (health) => settle(health.status === "ok" ? "online" : "unavailable"),
      () => settle("unavailable"),
    );
    return () => {
      mounted = false;
    };
  }, [api]);
  return status;
};
