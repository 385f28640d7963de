// The business time zone rule lives with the loyalty application functions
// (domain/loyalty/application/businessTimeZone.ts); the marketing, receipt, POS and demo code
// outside the loyalty area reads it through this path.
export { businessTimeZone } from "../../../domain/loyalty/application/businessTimeZone";
