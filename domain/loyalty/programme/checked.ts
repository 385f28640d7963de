// Owns: the answer of a programme rule that checks a whole written section against the rest of
// the programme: the section to store, or a 400 DomainError at the field's path (the HTTP edge
// answers it like a Schema failure: `message` plus `errors:[{path,message}]`).
import { Result } from "effect";
import { DomainError } from "../../engine/decider";

export type Checked<T> = Result.Result<T, DomainError>;

export const refuse = <T>(message: string, path: ReadonlyArray<string | number> = [], status: DomainError["status"] = 400): Checked<T> =>
  Result.fail(new DomainError(message, status, path));

export const checked = <T>(value: T): Checked<T> => Result.succeed(value);
