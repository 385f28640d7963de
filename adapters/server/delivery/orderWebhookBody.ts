// The one refusal every platform's order webhook answers for a body it cannot read: 400 'Invalid
// order' (GrabFood's, checked against its own schema, grabOrderWebhookRoutes.ts; foodpanda's and
// ShopeeFood's orders and order states, read with our Schemas of them) followed by the body's problems in
// `errors`, at most MAX_FIELD_ERRORS lines in all.
import type { Schema } from "effect";
import type { FieldError } from "../envelope";
import { MAX_FIELD_ERRORS, decodeBody } from "../decodeBody";
import { RequestValidationError } from "../requestValidationError";

export const INVALID_ORDER = "Invalid order";

/** Throws 400 'Invalid order' with `problems` (the body's, as messages). */
export const refuseOrderBody = (problems: ReadonlyArray<FieldError>): never => {
  throw new RequestValidationError([{ path: [], message: INVALID_ORDER }, ...problems.slice(0, MAX_FIELD_ERRORS - 1)]);
};

/** The body read with `schema`, or 400 'Invalid order' with its problems. */
export const decodeOrderBody = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, body: unknown): S["Type"] => {
  try {
    return decodeBody(schema, body);
  } catch (error) {
    if (error instanceof RequestValidationError) return refuseOrderBody(error.errors);
    throw error;
  }
};
