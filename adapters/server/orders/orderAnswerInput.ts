// The bodies of an order's accept and decline (POST .../orders/{orderId}/accept | decline):
// accept takes nothing; decline needs a reason ('Reason is required', at most 200 characters).
import { Schema } from "effect";
import { requiredTrimmedText } from "../../../domain/shared/fieldRules";

export const REASON_REQUIRED = "Reason is required";
export const DeclineInput = Schema.Struct({ reason: requiredTrimmedText(REASON_REQUIRED, 200) });
