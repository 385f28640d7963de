// Shows the API's status as a PrimeReact Tag: grey while checking, green online, red unavailable.
import { Tag } from "primereact/tag";
import type { ServiceStatus } from "./useServiceStatus";

const LOOK: Record<ServiceStatus, { readonly label: string; readonly severity: "info" | "success" | "danger"; readonly icon: string }> = {
  checking: { label: "Checking service…", severity: "info", icon: "pi pi-spin pi-spinner" },
  online: { label: "Service online", severity: "success", icon: "pi pi-check-circle" },
  unavailable: { label: "Service unavailable", severity: "danger", icon: "pi pi-times-circle" },
};

export const ServiceStatusTag = ({ status }: { readonly status: ServiceStatus }) => {
  const { label, severity, icon } = LOOK[status];
  return <Tag value={label} severity={severity} icon={icon} rounded />;
};
