// Owns: a till's bill id: its shape, and "a bill id is recorded for one member per restaurant"
// (issue 13), held under concurrency by a claim stream per restaurant and bill,
// `bill-id-{restaurantId}-{billId}` (domain/business/uniqueClaim.ts). The POS bill claims it in
// the same unit of work as the member's bill (domain/loyalty/application/completeBill.ts), so
// the same billId sent for a second member is refused and nothing is written.
// Decisions where the spec is silent:
// - A bill id is 1 to 64 characters of letters, digits and - _ . : / # (till numbering such as
//   "INV/2026/0001"); anything else is refused before it reaches a stream id or an index.
// - The claim's owner is the member's phone as the till sent it, in E.164: a bill outside the
//   programme (no member is credited) is still tied to its customer's phone.
// - Not under "restaurant-" nor "till-bill-": those prefixes are the restaurant's and the till
//   record's streams, whose projections read every event under them.
import { Schema } from "effect";
import { uniqueClaimDecider } from "./uniqueClaim";

export const BILL_ID_REQUIRED = "Bill id is required";
export const BILL_ID_TOO_LONG = "Bill id must be at most 64 characters";
export const BILL_ID_CHARACTERS = "Bill id may contain only letters, digits and - _ . : / #";
export const MAX_BILL_ID_LENGTH = 64;

export const BillId = Schema.String.check(
  Schema.isNonEmpty({ message: BILL_ID_REQUIRED }),
  Schema.isMaxLength(MAX_BILL_ID_LENGTH, { message: BILL_ID_TOO_LONG }),
  Schema.isPattern(/^[A-Za-z0-9_.:/#-]*$/, { message: BILL_ID_CHARACTERS }),
);

export const billRecordedForAnother = (billId: string): string => `Bill ${billId} was already recorded for another member`;

export const restaurantBillIdClaim = uniqueClaimDecider("billId");
export const restaurantBillIdStreamId = (restaurantId: string, billId: string): string => `bill-id-${restaurantId}-${billId}`;
