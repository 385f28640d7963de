// The frame of every signed-in page (spec 1 §2 "Layout"): the top bar, the navigation drawer
// beside the page (a slide-in panel below 1025 px, opened from the top bar), the section's back
// button, then the page. `showHeader=false` in the query hides the top bar. Admin and staff
// users also hear new-order alerts here (live/NewOrderAlerts.tsx), on every page.
// Decisions where the spec is silent:
// - With the header hidden the drawer goes too (the page is being embedded; nothing could open
//   the narrow drawer anyway), and the back button stays, being part of the page.
// - Without any drawer entry for the user and address, no drawer (nor its button) is drawn.
import { Sidebar } from "primereact/sidebar";
import { useState } from "react";
import { Outlet, useSearchParams } from "react-router";
import { PRODUCT_NAME } from "../shell/productName";
import { CurrentUserProvider, useCurrentUser } from "../session/CurrentUserProvider";
import { useRoleFlags } from "../session/SessionProvider";
import styles from "./AppLayout.module.css";
import { headerTitle, headsWithOwnName } from "./headerTitle";
import { NewOrderAlerts } from "./live/NewOrderAlerts";
import { BusinessSwitcher } from "./business/BusinessSwitcher";
import { useMyBusinesses } from "./business/useMyBusinesses";
import { BackButton } from "./navigation/BackButton";
import { NavMenu } from "./navigation/NavMenu";
import { useNavGroups } from "./navigation/useNavGroups";
import { TopBar } from "./TopBar";
import { useBusinessName } from "./useBusinessName";
import { useHomeOnUserChange } from "./useHomeOnUserChange";
import { useNarrowScreen } from "../kit/useNarrowScreen";

const Frame = () => {
  const [search] = useSearchParams();
  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const user = useCurrentUser();
  const flags = useRoleFlags();
  const groups = useNavGroups();
  const ownName = flags === null ? null : headsWithOwnName(flags, user);
  const businessName = useBusinessName(ownName === false);
  const myBusinesses = useMyBusinesses(ownName === false && flags?.isAdminOrStaffOrAgent === false);
  useHomeOnUserChange();
  const showHeader = search.get("showHeader") !== "false";
  const hasDrawer = showHeader && groups.length > 0;
  return (
    <div className={styles.frame}>
      {showHeader && flags !== null ? (
        <TopBar
          title={headerTitle(ownName, user, businessName)}
          userName={user?.name ?? null}
          debugging={flags.isDebugUser}
          onOpenDrawer={hasDrawer && narrow ? () => setDrawerOpen(true) : null}
          {...(myBusinesses.length > 1 ? { switcher: <BusinessSwitcher businesses={myBusinesses} /> } : {})}
        />
      ) : null}
      <div className={styles.body}>
        {hasDrawer && !narrow ? (
          <aside className={styles.drawer}>
            <NavMenu groups={groups} />
          </aside>
        ) : null}
        {hasDrawer && narrow ? (
          <Sidebar visible={drawerOpen} onHide={() => setDrawerOpen(false)} header={PRODUCT_NAME} className={styles.slideIn}>
            <NavMenu groups={groups} onNavigate={() => setDrawerOpen(false)} />
          </Sidebar>
        ) : null}
        <main className={styles.content}>
          <BackButton />
          <Outlet />
        </main>
      </div>
      <NewOrderAlerts />
    </div>
  );
};

export const AppLayout = () => (
  <CurrentUserProvider>
    <Frame />
  </CurrentUserProvider>
);
