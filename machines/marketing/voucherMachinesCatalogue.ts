// The voucher status, claim use and claims creation machines as the Machine Lab and the
// model-based test see them: sample vouchers that reach each status on 5 Jan 2026 in Kuala
// Lumpur, claim terms that reach used-up, cooldown and no-cooldown, and batch requests that are
// valid, invalid, over the quota, with server answers. Sample data only.
import { fromPromise } from "xstate";
import { actorDone, actorFailed, catalogueEntry } from "../catalogueEntry";
import { type CapacityReport, type CreateClaimsInput, claimsCreationMachine } from "./claimsCreation.machine";
import { claimUseMachine } from "./claimUse.machine";
import { voucherStatusMachine } from "./voucherStatus.machine";

const NOW = "2026-01-05T08:00:00Z";
const SAMPLE_ID = "64b7f0c2a1d3e4f5a6b7c8d9";
const fixed = (validSince: string, validity: number, disable = false) => ({ disable, validSince, validity });

export const voucherStatusEntry = catalogueEntry({
  id: "marketing.voucherStatus",
  title: "Voucher status",
  description: "disabled, dynamic, incoming, ongoing (last day included), expired, in the business time zone.",
  machine: voucherStatusMachine,
  sampleInput: { voucher: fixed("2026-01-05", 0), timeZone: "Asia/Kuala_Lumpur", now: NOW },
  mockActors: {},
  sampleEvents: [
    { type: "voucher.changed", voucher: fixed("2026-01-01", 9, true) },
    { type: "voucher.changed", voucher: { disable: false, validSince: null, validity: 9 } },
    { type: "voucher.changed", voucher: fixed("2026-02-01", 0) },
    { type: "voucher.changed", voucher: fixed("2026-01-05", 0) },
    { type: "voucher.changed", voucher: fixed("2025-12-01", 0) },
    { type: "clock.tick", now: "2026-01-04T12:00:00Z" },
    { type: "clock.tick", now: NOW },
    { type: "clock.tick", now: "2026-01-05T16:00:00Z" },
  ],
});

export const claimUseEntry = catalogueEntry({
  id: "marketing.claimUse",
  title: "Voucher claim use",
  description: "Uses up to max use, cooldown between uses, the 10-minute redeem window, the transfer window.",
  machine: claimUseMachine,
  sampleInput: { maxUse: 2, cooldownMinutes: 30, use: 0, appliedAt: null, transferExpiredAt: null, now: NOW },
  mockActors: {},
  sampleEvents: [
    { type: "redeem.applied", at: "2026-01-05T08:05:00.000Z" },
    { type: "terms.changed", maxUse: 3, cooldownMinutes: 0 },
    { type: "terms.changed", maxUse: 2, cooldownMinutes: 30 },
    { type: "terms.changed", maxUse: 1, cooldownMinutes: 0 },
    { type: "transfer.open", until: "2026-01-06T08:00:00.000Z" },
  ],
});

const capacity: CapacityReport = { combinations: "218340105584896", available: "218340105584896", guessChance: 0 };

export const claimsCreationEntry = catalogueEntry({
  id: "marketing.claimsCreation",
  title: "Create unassigned claims",
  description: "Single code or bulk count (with its capacity report), then the confirmation, then the batch.",
  machine: claimsCreationMachine,
  sampleInput: { voucherId: SAMPLE_ID, voucherName: "Free kopi", quotaLeft: 100 },
  mockActors: {
    checkCapacity: fromPromise<CapacityReport, CreateClaimsInput>(async () => capacity),
    createClaims: fromPromise<{ readonly count: number }, CreateClaimsInput>(async ({ input }) => ({
      count: input.request.type === "bulk" ? input.request.count : 1,
    })),
  },
  sampleEvents: [
    { type: "claims.mode", mode: "bulk" },
    { type: "claims.submit", values: { type: "single", code: "KOPI-1" } },
    { type: "claims.submit", values: { type: "bulk", count: 20 } },
    { type: "claims.submit", values: { type: "bulk", count: 0 } },
    { type: "claims.submit", values: { type: "bulk", count: 101 } },
    actorDone("checkCapacity", capacity),
    actorFailed("checkCapacity", "Voucher not found"),
    actorDone("createClaims", { count: 20 }),
    actorFailed("createClaims", "Voucher quota reached"),
  ],
});

export const voucherMachinesCatalogue = [voucherStatusEntry, claimUseEntry, claimsCreationEntry];
