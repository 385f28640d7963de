// Everything a page may lean on, above the router: PrimeReact's configuration, the ports, the
// session (PrimeReact with its markup made accessible: accessiblePassThrough.ts), and the shared feedback services (toasts, the confirmation dialog, the progress
// dialog), and the focus's return from a closed dialog. The app and the render tests mount the same stack with different ports.
import { PrimeReactProvider } from "primereact/api";
import { type ReactNode, useEffect } from "react";
import { ConfirmationProvider } from "../kit/feedback/ConfirmationProvider";
import { ProgressProvider } from "../kit/feedback/ProgressProvider";
import { ToastProvider } from "../kit/feedback/ToastProvider";
import { PortsProvider } from "../ports/PortsProvider";
import type { Ports } from "../ports/ports";
import { SessionProvider } from "../session/SessionProvider";
import { ACCESSIBLE_PASS_THROUGH } from "./accessiblePassThrough";
import { returnFocusFromDialogs } from "./dialogFocusReturn";
import type { SessionActor } from "../session/startSession";

export interface AppProvidersProps {
  readonly ports: Ports;
  readonly session: SessionActor;
  readonly children: ReactNode;
}

export const AppProviders = ({ ports, session, children }: AppProvidersProps) => {
  // A closed dialog gives the focus back to its opener (dialogFocusReturn.ts).
  useEffect(() => returnFocusFromDialogs(document), []);
  return (
    <PrimeReactProvider value={{ ripple: true, pt: ACCESSIBLE_PASS_THROUGH }}>
      <PortsProvider ports={ports}>
        <SessionProvider session={session}>
          <ToastProvider>
            <ProgressProvider>
              <ConfirmationProvider>{children}</ConfirmationProvider>
            </ProgressProvider>
          </ToastProvider>
        </SessionProvider>
      </PortsProvider>
    </PrimeReactProvider>
  );
};
