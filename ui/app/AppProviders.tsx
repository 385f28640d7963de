// Everything a page may lean on, above the router: PrimeReact's configuration, the ports, the
// session, and the shared feedback services (toasts, the confirmation dialog, the progress
// dialog). The app and the render tests mount the same stack with different ports.
import { PrimeReactProvider } from "primereact/api";
import type { ReactNode } from "react";
import { ConfirmationProvider } from "../kit/feedback/ConfirmationProvider";
import { ProgressProvider } from "../kit/feedback/ProgressProvider";
import { ToastProvider } from "../kit/feedback/ToastProvider";
import { PortsProvider } from "../ports/PortsProvider";
import type { Ports } from "../ports/ports";
import { SessionProvider } from "../session/SessionProvider";
import type { SessionActor } from "../session/startSession";

export interface AppProvidersProps {
  readonly ports: Ports;
  readonly session: SessionActor;
  readonly children: ReactNode;
}

export const AppProviders = ({ ports, session, children }: AppProvidersProps) => (
  <PrimeReactProvider value={{ ripple: true }}>
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
