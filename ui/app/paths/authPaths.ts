// The auth screens' addresses and route names (spec 1 §2): auth-login is named by the spec; the
// other two names follow its pattern.
export const AUTH_PATHS = {
  login: "/auth/login",
  register: "/auth/register",
  forgotPassword: "/auth/forgot-password",
} as const;

export const AUTH_ROUTE_NAMES = {
  login: "auth-login",
  register: "auth-register",
  forgotPassword: "auth-forgot-password",
} as const;
