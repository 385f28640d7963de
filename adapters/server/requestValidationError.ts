// A request whose body, query or params do not match their Schema. It carries every field error;
// the first one's message is the response's `message` (the exact text the spec asks for).
import type { FieldError } from "./envelope";

export class RequestValidationError extends Error {
  readonly status = 400;

  constructor(readonly errors: readonly [FieldError, ...FieldError[]]) {
    super(errors[0].message);
    this.name = "RequestValidationError";
  }
}
