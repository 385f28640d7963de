// Owns: an instant given as text in a query or body (`at`), e.g. 2026-11-25T10:00:00Z; anything
// else, or longer than 64 characters, is the menu routes' 'Invalid date'.
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { INVALID_INSTANT } from "./menuRoutes";

const isInstant = (text: string): boolean => {
  try {
    Temporal.Instant.from(text);
    return true;
  } catch {
    return false;
  }
};

export const InstantText = Schema.String.check(Schema.makeFilter((text: string) => (text.length <= 64 && isInstant(text)) || INVALID_INSTANT));

/** A required `at`: 'Invalid date' when missing too. */
export const RequiredInstant = InstantText.annotateKey({ messageMissingKey: INVALID_INSTANT });
