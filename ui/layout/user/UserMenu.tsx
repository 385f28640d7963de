// The top bar's user menu (spec 1 §2, §6): the user's name opens a menu with 'Switch user' (admin
// or staff) or 'Switch back' (while debugging as someone else), and 'Sign out'. Entries are
// offered exactly when the session machine accepts their event.
// Decisions where the spec is silent:
// - The Switch user dialog closes by itself once the switch succeeds (the user changed).
// - A failed Switch back shows its message as a red toast (there is no dialog to hold it).
// - Sign out also ends the session on the server (its tokens stop working), without waiting:
//   the page signs out at once even when the server cannot be reached (the failure is logged).
import { Button } from "primereact/button";
import { Menu } from "primereact/menu";
import type { MenuItem } from "primereact/menuitem";
import { useEffect, useRef, useState } from "react";
import { usePorts } from "../../ports/PortsProvider";
import { useToast } from "../../kit/feedback/ToastProvider";
import { useSession, useSessionSelector } from "../../session/SessionProvider";
import { SwitchUserDialog } from "./SwitchUserDialog";
import styles from "./UserMenu.module.css";

const useSwitchBackFailureToast = () => {
  const session = useSession();
  const toast = useToast();
  useEffect(() => {
    let wasStopping = false;
    const subscription = session.subscribe((snapshot) => {
      const { notice } = snapshot.context;
      if (wasStopping && notice !== null) toast.error(notice.message);
      wasStopping = snapshot.matches({ signedIn: { identity: "stoppingDebug" } });
    });
    return () => subscription.unsubscribe();
  }, [session, toast]);
};

export const UserMenu = ({ name }: { readonly name: string | null }) => {
  const { auth } = usePorts();
  const session = useSession();
  const menu = useRef<Menu>(null);
  const userId = useSessionSelector((snapshot) => snapshot.context.userId);
  const canSwitch = useSessionSelector((snapshot) => snapshot.can({ type: "user.switch" }));
  const canSwitchBack = useSessionSelector((snapshot) => snapshot.can({ type: "debug.stop" }));
  const [dialogFor, setDialogFor] = useState<string | null>(null);
  useSwitchBackFailureToast();

  const items: MenuItem[] = [
    ...(canSwitchBack
      ? [{ label: "Switch back", icon: "pi pi-replay", command: () => session.send({ type: "debug.stop" }) }]
      : canSwitch
        ? [{ label: "Switch user", icon: "pi pi-users", command: () => setDialogFor(userId) }]
        : []),
    {
      label: "Sign out",
      icon: "pi pi-sign-out",
      command: () => {
        auth.signOut().catch((error: unknown) => console.warn("The server did not end the session", error));
        session.send({ type: "session.signOut" });
      },
    },
  ];
  return (
    <>
      <Button
        text
        className={styles.trigger}
        onClick={(event) => menu.current?.toggle(event)}
        aria-haspopup="menu"
        // The visible name is part of the accessible name (a speech user says what they see).
        aria-label={name === null || name === "" ? "User menu" : `User menu, ${name}`}
      >
        <i className="pi pi-user" aria-hidden="true" />
        <span className={styles.name}>{name ?? ""}</span>
        <i className="pi pi-angle-down" aria-hidden="true" />
      </Button>
      <Menu model={items} popup ref={menu} popupAlignment="right" />
      <SwitchUserDialog visible={dialogFor !== null && dialogFor === userId} onHide={() => setDialogFor(null)} />
    </>
  );
};
