// Owns: turning a domain Schema's decode failures into a form's field messages, so a form shows
// exactly what the server would answer (ARCHITECTURE §2.4). Keys are dotted paths
// ("address.line1", "operatingHours.2.hours.0.start"); each field keeps its first message.
import { Result, Schema, SchemaIssue } from "effect";

export type FieldErrors = Readonly<Record<string, string>>;

const format = SchemaIssue.makeFormatterStandardSchemaV1();

const keyOf = (path: ReadonlyArray<unknown>): string =>
  path.map((item) => (typeof item === "object" && item !== null && "key" in item ? String(item.key) : String(item))).join(".");

/** Every field that fails `schema` with its first message; empty when `value` decodes. */
export const fieldErrorsOf = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, value: unknown): FieldErrors => {
  const result = Schema.decodeUnknownResult(schema)(value, { errors: "all" });
  if (Result.isSuccess(result)) return {};
  const errors: Record<string, string> = {};
  for (const issue of format(result.failure.issue).issues) {
    const key = keyOf(issue.path ?? []);
    errors[key] ??= issue.message;
  }
  return errors;
};

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/** The errors under `prefix`, re-keyed relative to it ("address.city" -> "city"). */
export const errorsUnder = (errors: FieldErrors, prefix: string): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(`${prefix}.`))
      .map(([key, message]) => [key.slice(prefix.length + 1), message]),
  );
