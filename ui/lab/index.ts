// The Machine Lab area's route (issue 8): '/lab', a lazy page, allowed by `canOpenLab` to admin
// and staff users, and to everyone on a development build (LAB_APP_ENV: "development" under the
// Vite dev server, else the build's VITE_APP_ENV). Its drawer entry sits in the "Tools" group.
import type { RouteObject } from "react-router";
import type { RouteHandle } from "../app/routeHandle";
import { DEVELOPMENT_APP_ENV, canOpenLab } from "./labAccess";

export { canOpenLab } from "./labAccess";

export const LAB_PATH = "/lab";
export const LAB_ROUTE_NAME = "lab";
export const LAB_APP_ENV: string = import.meta.env.DEV ? DEVELOPMENT_APP_ENV : import.meta.env.VITE_APP_ENV;

export const labRoute: RouteObject = {
  path: LAB_PATH,
  handle: {
    name: LAB_ROUTE_NAME,
    nav: { group: "Tools", label: "Machine Lab", icon: "pi pi-sitemap" },
    allow: (flags) => canOpenLab(flags, LAB_APP_ENV),
  } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import("./LabPage")).LabPage }),
};
