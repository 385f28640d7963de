// Decodes untrusted request input (a body, a query, params) with an Effect Schema at the edge.
// A failed decode throws RequestValidationError holding the issues (`errors: "all"`, at most
// MAX_FIELD_ERRORS of them, so a 10,000-item list of bad items answers a short 400) with the
// Schema's own messages and paths, which the error handler answers as 400.
// A missing key answers the message its Schema declares (`annotateKey({ messageMissingKey })`,
// e.g. 'Phone is required'); without one, '{Field} is required' from the key's name
// (`name` → 'Name is required', `phoneNumber` → 'Phone number is required'), never effect's
// "Missing key".
import { Result, Schema, SchemaIssue } from "effect";
import type { FieldError } from "./envelope";
import { RequestValidationError } from "./requestValidationError";

export const MAX_FIELD_ERRORS = 20;
export const REQUIRED_FIELD_MISSING = "A required field is missing";

const UNDECLARED_MISSING_KEY = "\u0000missing-key";

const leafHook: SchemaIssue.LeafHook = (issue) =>
  issue._tag === "MissingKey" && typeof issue.annotations?.messageMissingKey !== "string"
    ? UNDECLARED_MISSING_KEY
    : SchemaIssue.defaultLeafHook(issue);

const formatIssue = SchemaIssue.makeFormatterStandardSchemaV1({ leafHook });

type PathItem = PropertyKey | { readonly key: PropertyKey };

const toPathItem = (item: PathItem): string | number => {
  const key = typeof item === "object" ? item.key : item;
  return typeof key === "number" ? key : String(key);
};

/** 'Phone number is required' for `phoneNumber`: the last named key of the path, in words. */
export const requiredMessageFor = (path: ReadonlyArray<string | number>): string => {
  const key = [...path].reverse().find((item): item is string => typeof item === "string");
  const words = key?.replace(/^_+/, "").replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").trim().toLowerCase();
  return words === undefined || words === "" ? REQUIRED_FIELD_MISSING : `${words[0]?.toUpperCase()}${words.slice(1)} is required`;
};

/** The 400 a failed decode answers: its first MAX_FIELD_ERRORS issues with their messages and paths. */
export const requestValidationErrorOf = (issue: SchemaIssue.Issue): RequestValidationError => {
  const errors: FieldError[] = formatIssue(issue)
    .issues.slice(0, MAX_FIELD_ERRORS)
    .map((issue) => {
      const path = (issue.path ?? []).map(toPathItem);
      return { path, message: issue.message === UNDECLARED_MISSING_KEY ? requiredMessageFor(path) : issue.message };
    });
  const [first, ...rest] = errors;
  return new RequestValidationError(first ? [first, ...rest] : [{ path: [], message: "Invalid request" }]);
};

export const decodeBody = <S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  input: unknown,
): S["Type"] => {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all" });
  if (Result.isSuccess(result)) return result.success;
  throw requestValidationErrorOf(result.failure.issue);
};
