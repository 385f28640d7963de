// The business time zone rule lives with the loyalty application functions
// (domain/loyalty/application/businessTimeZone.ts); the marketing, receipt and POS routes read it
// through this path.
export { businessTimeZone } from "../../../domain/loyalty/application/businessTimeZone";
