// Decodes untrusted request input (a body, a query, params) with an Effect Schema at the edge.
// A failed decode throws RequestValidationError holding every issue (`errors: "all"`) with the
// Schema's own messages and paths, which the error handler answers as 400.
import { Result, Schema, SchemaIssue } from "effect";
import type { FieldError } from "./envelope";
import { RequestValidationError } from "./requestValidationError";

const formatIssue = SchemaIssue.makeFormatterStandardSchemaV1();

type PathItem = PropertyKey | { readonly key: PropertyKey };

const toPathItem = (item: PathItem): string | number => {
  const key = typeof item === "object" ? item.key : item;
  return typeof key === "number" ? key : String(key);
};

export const decodeBody = <S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  input: unknown,
): S["Type"] => {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all" });
  if (Result.isSuccess(result)) return result.success;
  const errors: FieldError[] = formatIssue(result.failure.issue).issues.map((issue) => ({
    path: (issue.path ?? []).map(toPathItem),
    message: issue.message,
  }));
  const [first, ...rest] = errors;
  throw new RequestValidationError(first ? [first, ...rest] : [{ path: [], message: "Invalid request" }]);
};
