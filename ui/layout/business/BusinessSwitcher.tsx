// The top bar's business switcher (spec 1 §6: "other users have their businesses loaded and
// switch among them"): in place of the header's business name, a list of the user's businesses;
// choosing one keeps it (ui/session/businessChoice.ts) and opens its overview.
// Decisions where the spec is silent: it shows only to a user with two businesses or more (with
// one there is nothing to switch to, and the name stays plain text); outside a business page it
// reads 'Choose a business'; on a phone the chosen name is cut with an ellipsis.
import { Dropdown } from "primereact/dropdown";
import { useNavigate, useParams } from "react-router";
import { pathTo, useRouteIndex } from "../../app/routeIndex";
import type { Business } from "../../ports/businessPort";
import { keepBusinessId } from "../../session/businessChoice";
import { useSessionSelector } from "../../session/SessionProvider";
import styles from "./BusinessSwitcher.module.css";

export const BusinessSwitcher = ({ businesses }: { readonly businesses: ReadonlyArray<Business> }) => {
  const { businessId } = useParams();
  const navigate = useNavigate();
  const index = useRouteIndex();
  const userId = useSessionSelector((snapshot) => snapshot.context.userId);
  return (
    <Dropdown
      value={businessId ?? null}
      options={businesses.map(({ id, name }) => ({ label: name, value: id }))}
      onChange={(event) => {
        const chosen = String(event.value);
        if (chosen === businessId) return;
        if (userId !== null) keepBusinessId(userId, chosen);
        const path = pathTo(index, "business-overview", { businessId: chosen });
        if (path !== null) void navigate(path);
      }}
      placeholder="Choose a business"
      aria-label="Business"
      className={styles.switcher}
      panelClassName={styles.panel}
      data-testid="business-switcher"
    />
  );
};
