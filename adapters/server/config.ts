// The server's settings, read once from the environment (ARCHITECTURE §3 pins the names).
// Decision: an invalid PORT stops the start with a clear message instead of a random port.
// Identity settings (JWT_SECRET, OTP_TRANSPORT, ADMIN_PHONE, ADMIN_PASSWORD) are passed on raw;
// their defaults and checks live with their users (adapters/auth, adapters/server/auth).
// DEMO_DATA: only the value 0 turns the demo data off. OTP_SENDS_PER_IP raises the per-address
// limit of one-time codes for many users behind one address (an office, a test run).
// TEST_PAUSE_BEFORE_COMMIT is read only when NODE_ENV=test (pauseBeforeCommit.ts, the crash suite).
import path from "node:path";
import { pausePatternFrom } from "./pauseBeforeCommit";

export interface ServerConfig {
  readonly port: number;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly production: boolean;
  readonly jwtSecret: string | undefined;
  readonly otpTransport: string | undefined;
  readonly adminPhone: string | undefined;
  readonly adminPassword: string | undefined;
  /** FIREBASE_PROJECT_ID: turns social sign-in on (adapters/server/auth/socialSignInRoutes.ts). */
  readonly firebaseProjectId: string | undefined;
  /** Demo data on an empty store (adapters/demo): on unless DEMO_DATA=0. */
  readonly demoData: boolean;
  /** OTP_SENDS_PER_IP: one-time codes one address may ask for per 10 minutes (default 30, rateLimits.ts). */
  readonly otpSendsPerIp: number | undefined;
  /** Test-only: appends whose stream ids match stop before their commit (pauseBeforeCommit.ts). */
  readonly pauseBeforeCommit: RegExp | undefined;
}

const parsePort = (raw: string | undefined): number => {
  const port = Number(raw || "8080");
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Invalid PORT: ${raw}`);
  return port;
};

/** A positive whole number of requests, or undefined when unset. */
const parseLimit = (name: string, raw: string | undefined): number | undefined => {
  if (raw === undefined || raw === "") return undefined;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Invalid ${name}: ${raw}`);
  return limit;
};

export const readServerConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => ({
  port: parsePort(env.PORT),
  dataDir: path.resolve(env.DATA_DIR ?? "./data"),
  databaseUrl: env.DATABASE_URL || undefined,
  production: env.NODE_ENV === "production",
  jwtSecret: env.JWT_SECRET || undefined,
  otpTransport: env.OTP_TRANSPORT || undefined,
  adminPhone: env.ADMIN_PHONE || undefined,
  adminPassword: env.ADMIN_PASSWORD || undefined,
  firebaseProjectId: env.FIREBASE_PROJECT_ID || undefined,
  demoData: env.DEMO_DATA !== "0",
  otpSendsPerIp: parseLimit("OTP_SENDS_PER_IP", env.OTP_SENDS_PER_IP),
  pauseBeforeCommit: pausePatternFrom(env),
});
