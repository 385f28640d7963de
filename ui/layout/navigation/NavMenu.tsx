// The navigation drawer's menu: one collapsible group per title (a disclosure: the title is a
// button that shows or hides the group's links), the current page's entry marked and its group
// open. The `menuOption` query parameter names a group to open as well (spec 1 §2 "query option
// menuOption picks the sub-menu").
// Decisions: several groups may be open at once; on a page outside every group the first group
// opens; choosing an entry calls `onNavigate` (the narrow layout closes its slide-in panel there).
// Every entry is a real link to its page (it can be opened in a new tab, its address is read out,
// it is in the Tab order); a plain click moves inside the app without a page load. The markup
// is our own rather than PrimeReact's PanelMenu, whose group title nests a link inside a
// button and points aria-controls at a list that a folded group does not render (axe:
// nested-interactive, aria-valid-attr-value).
import { useId, useState } from "react";
import { NavLink, useLocation, useSearchParams } from "react-router";
import styles from "./NavMenu.module.css";
import { activeGroupOf, type NavGroup } from "./navModel";

export interface NavMenuProps {
  readonly groups: ReadonlyArray<NavGroup>;
  readonly onNavigate?: () => void;
}

type Expanded = Readonly<Record<string, boolean>>;

const Group = ({ group, open, onToggle, onNavigate }: { readonly group: NavGroup; readonly open: boolean; readonly onToggle: () => void; readonly onNavigate?: () => void }) => {
  const id = useId();
  const { pathname } = useLocation();
  return (
    <div className={styles.group}>
      <button type="button" id={`${id}-title`} className={styles.title} aria-expanded={open} aria-controls={`${id}-links`} onClick={onToggle}>
        <span className={`pi ${open ? "pi-chevron-down" : "pi-chevron-right"}`} aria-hidden="true" />
        {group.title}
      </button>
      <div id={`${id}-links`} role="region" aria-labelledby={`${id}-title`} hidden={!open}>
        <ul className={styles.links}>
          {group.items.map((item) => (
            <li key={item.path}>
              {/* `end`: a business overview is not the current page on every page under it. */}
              <NavLink to={item.path} end className={item.path === pathname ? `${styles.link} ${styles.current}` : styles.link} onClick={onNavigate}>
                {item.icon === undefined ? null : <span className={`${item.icon} ${styles.icon}`} aria-hidden="true" />}
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};

export const NavMenu = ({ groups, onNavigate }: NavMenuProps) => {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const active = activeGroupOf(groups, pathname) ?? groups[0]?.title;
  const menuOption = search.get("menuOption");
  const [expanded, setExpanded] = useState<Expanded>({});
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
  return (
    <nav aria-label="Navigation" className={styles.nav}>
      {groups.map((group) => (
        <Group
          key={group.title}
          group={group}
          open={expanded[group.title] === true}
          onToggle={() => setExpanded((keys) => ({ ...keys, [group.title]: keys[group.title] !== true }))}
          onNavigate={onNavigate}
        />
      ))}
    </nav>
  );
};
