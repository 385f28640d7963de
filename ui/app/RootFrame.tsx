// The root of every page: the sandbox banner above whichever frame the route picks (auth, app or
// public), and the route index that lets the shell link by route name.
import { Outlet } from "react-router";
import { SandboxBanner } from "../shell/SandboxBanner";
import { RouteIndexProvider, type IndexedRoute } from "./routeIndex";

export const RootFrame = ({ routeIndex }: { readonly routeIndex: ReadonlyArray<IndexedRoute> }) => (
  <RouteIndexProvider value={routeIndex}>
    <SandboxBanner />
    <Outlet />
  </RouteIndexProvider>
);
