// The auth area's routes (spec 1 §2): login, register and forgot password, under the auth frame.
// The app mounts them behind the guest guard (ui/app/guards.tsx): a signed-in user goes to '/'.
import type { RouteObject } from "react-router";
import type { RouteHandle } from "../app/routeHandle";
import { AUTH_PATHS, AUTH_ROUTE_NAMES } from "../app/paths/authPaths";

export const authRoutes: RouteObject = {
  lazy: async () => ({ Component: (await import("./AuthLayout")).AuthLayout }),
  children: [
    {
      path: AUTH_PATHS.login,
      handle: { name: AUTH_ROUTE_NAMES.login } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("./login/LoginPage")).LoginPage }),
    },
    {
      path: AUTH_PATHS.register,
      handle: { name: AUTH_ROUTE_NAMES.register } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("./register/RegisterPage")).RegisterPage }),
    },
    {
      path: AUTH_PATHS.forgotPassword,
      handle: { name: AUTH_ROUTE_NAMES.forgotPassword } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("./forgotPassword/ForgotPasswordPage")).ForgotPasswordPage }),
    },
  ],
};
