// Test support for the business Schemas (imported by tests only): every issue a decode reports,
// as the HTTP edge formats them ({path, message}), so a test reads the user-facing messages.
import { Result, Schema, SchemaIssue } from "effect";

const format = SchemaIssue.makeFormatterStandardSchemaV1();

export interface Issue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}

export const issuesOf = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, input: unknown): ReadonlyArray<Issue> => {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all" });
  if (Result.isSuccess(result)) return [];
  return format(result.failure.issue).issues.map((issue) => ({
    path: (issue.path ?? []).map((item) => (typeof item === "object" ? item.key : item)),
    message: issue.message,
  }));
};

export const messagesOf = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, input: unknown): ReadonlyArray<string> =>
  issuesOf(schema, input).map((issue) => issue.message);
