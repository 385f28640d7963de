// Hands the ports to every view through React context; `usePorts` reads them.
import { createContext, use, type ReactNode } from "react";
import type { Ports } from "./ports";

const PortsContext = createContext<Ports | null>(null);

export const PortsProvider = ({ ports, children }: { readonly ports: Ports; readonly children: ReactNode }) => (
  <PortsContext value={ports}>{children}</PortsContext>
);

export const usePorts = (): Ports => {
  const ports = use(PortsContext);
  if (ports === null) throw new Error("usePorts needs a PortsProvider above it");
  return ports;
};
