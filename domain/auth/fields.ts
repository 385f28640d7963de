// Field shapes shared by the auth deciders (user, phone claim, OTP challenge) and the envelope
// every auth command and event uses: `{ type, data }`. Decisions where the spec is silent:
// - Phone numbers arrive already normalised to E.164 by the edge (libphonenumber lives in the
//   adapters/UI; the MY/SG 'Invalid country code' rule is a form rule, not a domain one, so the
//   provisioned ADMIN_PHONE may be any country). The domain only checks the E.164 shape, with the
//   spec's message 'Invalid phone no' (spec 1 §5).
// - Instants are stored in events as ISO-8601 UTC strings with milliseconds (`isoOf`, JSON-safe,
//   the shape JavaScript's toISOString gives); `instantOf` reads them back.
// - Password and OTP hashes are opaque strings computed by adapters; the domain never sees secrets.
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { NAME_REQUIRED } from "./credentials";

/** `{ type: T, data: {...fields} }`: the shape of every auth command and event. */
export const message = <const T extends string, const F extends Schema.Struct.Fields>(
  type: T,
  fields: F,
) => Schema.Struct({ type: Schema.Literal(type), data: Schema.Struct(fields) });

export const E164 = /^\+[1-9]\d{6,14}$/;
export const PhoneNumber = Schema.String.check(
  Schema.isPattern(E164, { message: "Invalid phone no" }),
);

export const Name = Schema.Trim.check(Schema.isNonEmpty({ message: NAME_REQUIRED }));

export const Id = Schema.String.check(Schema.isNonEmpty({ message: "Id is required" }));

/** An opaque hash from an adapter (scrypt/argon2id for passwords, keyed HMAC for OTP codes). */
export const Hash = Schema.String.check(Schema.isNonEmpty({ message: "Hash is required" }));

export const IsoInstant = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/, {
    message: "Invalid instant",
  }),
);

export const instantOf = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);

/** The form instants take in events: UTC, millisecond precision, the shape JavaScript's toISOString gives. */
export const isoOf = (instant: Temporal.Instant): string => instant.toString({ smallestUnit: "millisecond" });

/** Is `later` at least `duration` after `earlier`? (Negative elapsed time counts as "not yet".) */
export const elapsedAtLeast = (
  earlier: Temporal.Instant,
  later: Temporal.Instant,
  duration: Temporal.Duration,
): boolean => Temporal.Instant.compare(later, earlier.add(duration)) >= 0;
