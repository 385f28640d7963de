// Owns: the generic field rules of spec 1 §5 (required, integer, maximum length, min, max, max
// decimals), the price rule (minimum 0 'Min price is 0.00', at most 2 decimals 'Max 2 decimal
// places'; spec 1 §5, spec 3 §5, spec 4 §5) and the restaurant id rule ('Invalid Restaurant
// Id'). Each rule exists twice from one predicate: a plain check (value -> message or null) for
// forms, and an Effect Schema filter for decoders; both carry the same message.
// Decisions (spec silent): generic rules take their message from the caller (the spec's
// messages differ per field); "required" text is required after trimming, answers its message
// when the key is missing too, and is bounded like every one-line text (inputBounds.ts: at most
// 200 characters, '{Label} is too long' with the label of its 'Label is required' message, no
// control characters); decimals are counted on the number as JavaScript prints it shortest
// (0.1 + 0.2 has 17). A price is at most MAX_PRICE ('Max price is 999999999.99', the mirror of
// 'Min price is 0.00'), which keeps it exact in minor units.
import { Schema } from "effect";
import { countNumberDecimals } from "./decimalString";
import { isObjectId } from "./ids";
import { NAME_MAX_LENGTH, boundedList, hasPlainCharacters, tooLongMessage } from "./inputBounds";

export type Check<T> = (value: T) => string | null;

export const MIN_PRICE_MESSAGE = "Min price is 0.00";
export const MAX_PRICE = 999_999_999.99;
export const MAX_PRICE_MESSAGE = "Max price is 999999999.99";
export const MAX_PRICE_DECIMALS_MESSAGE = "Max 2 decimal places";
export const INVALID_RESTAURANT_ID = "Invalid Restaurant Id";
export const PRICE_DECIMALS = 2;

const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && value.trim() === "") ||
  (typeof value === "number" && Number.isNaN(value)) ||
  (Array.isArray(value) && value.length === 0);

// Plain checks: the first failing check of a list gives the field's message.
export const required = (message: string): Check<unknown> => (value) => (isBlank(value) ? message : null);
export const integer = (message: string): Check<number> => (value) => (Number.isInteger(value) ? null : message);
export const maxLength = (limit: number, message: string): Check<string> => (value) =>
  value.length <= limit ? null : message;
export const min = (minimum: number, message: string): Check<number> => (value) =>
  value >= minimum ? null : message;
export const max = (maximum: number, message: string): Check<number> => (value) =>
  value <= maximum ? null : message;
export const maxDecimals = (limit: number, message: string): Check<number> => (value) =>
  countNumberDecimals(value) <= limit ? null : message;

/** The message of the first check that fails, or null. */
export const firstProblem = <T>(value: T, checks: ReadonlyArray<Check<T>>): string | null => {
  for (const check of checks) {
    const problem = check(value);
    if (problem !== null) return problem;
  }
  return null;
};

export const checkPrice = (value: number): string | null =>
  firstProblem(value, [min(0, MIN_PRICE_MESSAGE), max(MAX_PRICE, MAX_PRICE_MESSAGE), maxDecimals(PRICE_DECIMALS, MAX_PRICE_DECIMALS_MESSAGE)]);

export const checkRestaurantId = (value: string): string | null =>
  isObjectId(value) ? null : INVALID_RESTAURANT_ID;

// Schema filters: the same predicates, for Schema.X.check(...).
export const isRequiredText = (message: string) =>
  Schema.makeFilter((value: string) => value.trim() !== "" || message);
export const isIntegerNumber = (message: string) => Schema.isInt({ message });
export const isAtMostLength = (limit: number, message: string) => Schema.isMaxLength(limit, { message });
export const isAtLeast = (minimum: number, message: string) => Schema.isGreaterThanOrEqualTo(minimum, { message });
export const isAtMost = (maximum: number, message: string) => Schema.isLessThanOrEqualTo(maximum, { message });
export const hasAtMostDecimals = (limit: number, message: string) =>
  Schema.makeFilter((value: number) => countNumberDecimals(value) <= limit || message);

/** A price in major units as typed (12.5): at least 0, at most MAX_PRICE, at most 2 decimals. */
export const PriceSchema = Schema.Finite.check(
  isAtLeast(0, MIN_PRICE_MESSAGE),
  isAtMost(MAX_PRICE, MAX_PRICE_MESSAGE),
  hasAtMostDecimals(PRICE_DECIMALS, MAX_PRICE_DECIMALS_MESSAGE),
);

/** A restaurant id: a 24-hex object id. */
export const RestaurantIdSchema = Schema.String.check(
  Schema.makeFilter((value: string) => isObjectId(value) || INVALID_RESTAURANT_ID),
);

/** Where something applies (targetRestaurant): at most MAX_RESTAURANT_IDS, more than any business runs. */
export const MAX_RESTAURANT_IDS = 1_000;
export const RestaurantIdsSchema = boundedList(RestaurantIdSchema, MAX_RESTAURANT_IDS, "restaurants");

/** 'Name is too long' for 'Name is required'; a message of another form (an id's 'Business not found') serves both. */
const tooLongFor = (requiredMessage: string): string => {
  const label = /^(.+) is required$/.exec(requiredMessage)?.[1];
  return label === undefined ? requiredMessage : tooLongMessage(label);
};

/** A text field that is trimmed, then required (e.g. 'Name is required', also for a missing key) and bounded. */
export const requiredTrimmedText = (message: string, maxLength: number = NAME_MAX_LENGTH) =>
  Schema.Trim.check(isRequiredText(message), hasPlainCharacters, isAtMostLength(maxLength, tooLongFor(message))).annotateKey({
    messageMissingKey: message,
  });
