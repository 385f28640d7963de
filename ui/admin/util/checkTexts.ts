// Owns: what the Util page says about each data check: its title and description, the progress
// dialog's message, and the one-line verdict of a finished check.
import type { UtilCheck, UtilCheckKind } from "../../ports/utilPort";

export const CHECK_TITLES: Readonly<Record<UtilCheckKind, string>> = {
  creditLedgers: "Credit ledgers",
  orphanClaims: "Orphan claims",
  projectionRebuild: "Projection rebuild",
};

export const CHECK_DESCRIPTIONS: Readonly<Record<UtilCheckKind, string>> = {
  creditLedgers: "Every member's credit balance equals the sum of its ledger movements, and no part is negative.",
  orphanClaims: "Phones, URLs and codes claimed by nothing. Listed only: release them with npm run repair-claims.",
  projectionRebuild: "Replays the whole event log into shadow tables and compares them with the live read models, which stay untouched.",
};

export const progressMessage = (check: UtilCheck): string => {
  const { done, total, unit } = check.progress;
  const counted = total === 0 ? "starting" : `${done} of ${total} ${unit}`;
  return `${CHECK_TITLES[check.kind]}: ${counted}...`;
};

export const verdictOf = (check: UtilCheck): { readonly severity: "success" | "warn" | "error"; readonly text: string } => {
  const result = check.result;
  if (check.status === "failed" || result === null) return { severity: "error", text: check.error ?? "The check failed" };
  switch (result.kind) {
    case "creditLedgers":
      return result.mismatches.length === 0
        ? { severity: "success", text: `${result.checked} members checked: every balance equals the sum of its ledger.` }
        : { severity: "warn", text: `${result.checked} members checked: ${result.mismatches.length} do not add up.` };
    case "orphanClaims":
      return result.orphans.length === 0
        ? { severity: "success", text: `${result.held} claims checked in ${result.events} events: none is orphaned.` }
        : { severity: "warn", text: `${result.orphans.length} orphan claims found (${result.held} held by their owners).` };
    case "projectionRebuild":
      return result.identical
        ? { severity: "success", text: `${result.events} events replayed: every table is identical to the live one.` }
        : { severity: "warn", text: `${result.events} events replayed: some tables differ (run it again if writes were landing).` };
    default: {
      const unknown: never = result;
      return unknown;
    }
  }
};
