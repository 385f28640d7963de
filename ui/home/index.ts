// The home area's route: '/' (index of the layout).
import type { RouteObject } from "react-router";

export const homeRoute: RouteObject = {
  index: true,
  lazy: async () => ({ Component: (await import("./HomePage")).HomePage }),
};
