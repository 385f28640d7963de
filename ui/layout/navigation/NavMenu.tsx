// The navigation drawer's menu: one collapsible panel per group (PrimeReact PanelMenu), the
// current page's entry highlighted and its group open. The `menuOption` query parameter names a
// group to open as well (spec 1 §2 "query option menuOption picks the sub-menu").
// Decisions: several groups may be open at once; on a page outside every group the first group
// opens; choosing an entry calls `onNavigate` (the narrow layout closes its slide-in panel there).
// Every entry is a real link to its page (it can be opened in a new tab, its address is read out);
// a plain click moves inside the app without a page load. A group's title is a button that opens
// and closes the group (PanelMenu's header), not a link to '#'.
import { PanelMenu, type PanelMenuExpandedKeys, type PanelMenuPassThroughOptions } from "primereact/panelmenu";
import { type SyntheticEvent, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import styles from "./NavMenu.module.css";
import { activeGroupOf, type NavGroup } from "./navModel";

/** A click with a modifier key opens the link the browser's way (new tab, new window). */
const opensElsewhere = (event: SyntheticEvent): boolean => {
  const { ctrlKey, metaKey, shiftKey, altKey } = event as SyntheticEvent & Partial<Record<"ctrlKey" | "metaKey" | "shiftKey" | "altKey", boolean>>;
  return ctrlKey === true || metaKey === true || shiftKey === true || altKey === true;
};

/** The group title's inner anchor loses its href='#': the header around it is the button. */
const PASS_THROUGH = { headerAction: { href: undefined } } as PanelMenuPassThroughOptions;

export interface NavMenuProps {
  readonly groups: ReadonlyArray<NavGroup>;
  readonly onNavigate?: () => void;
}

export const NavMenu = ({ groups, onNavigate }: NavMenuProps) => {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const active = activeGroupOf(groups, pathname) ?? groups[0]?.title;
  const menuOption = search.get("menuOption");
  const [expanded, setExpanded] = useState<PanelMenuExpandedKeys>({});
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const place = `${active ?? ""}|${menuOption ?? ""}`;
  if (openedFor !== place) {
    // Arriving at a page opens its group (and the menuOption group); the user may close them.
    setOpenedFor(place);
    setExpanded((keys) => ({
      ...keys,
      ...(active === undefined ? {} : { [active]: true }),
      ...(menuOption === null ? {} : { [menuOption]: true }),
    }));
  }
  const model = groups.map((group) => ({
    key: group.title,
    label: group.title,
    items: group.items.map((item) => ({
      key: item.path,
      label: item.label,
      icon: item.icon,
      url: item.path,
      className: item.path === pathname ? styles.current : undefined,
      command: ({ originalEvent }: { readonly originalEvent: SyntheticEvent }) => {
        if (opensElsewhere(originalEvent)) return;
        originalEvent.preventDefault();
        void navigate(item.path);
        onNavigate?.();
      },
    })),
  }));
  return (
    <nav aria-label="Navigation" className={styles.nav}>
      <PanelMenu model={model} multiple expandedKeys={expanded} onExpandedKeysChange={setExpanded} className={styles.menu} pt={PASS_THROUGH} />
    </nav>
  );
};
