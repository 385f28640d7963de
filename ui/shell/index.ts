// The shell area's route: the not-found page for every path no other area claims.
import type { RouteObject } from "react-router";

export const notFoundRoute: RouteObject = {
  path: "*",
  lazy: async () => ({ Component: (await import("./NotFoundPage")).NotFoundPage }),
};
