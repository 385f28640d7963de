// Owns: the size and character bounds of request input (ARCHITECTURE §2.7: every input has a
// size bound), defined once and adopted by the body Schemas and the server's edge guards:
// - text: at most NAME_MAX_LENGTH (200) characters for names and other one-line text unless a
//   field says otherwise, REMARK_MAX_LENGTH (1,000) for remarks and descriptions, URL_MAX_LENGTH
//   (2,048) for links; one-line text refuses every control character (C0, DEL, C1), multi-line
//   text allows tab, line feed and carriage return; no text may hold a lone UTF-16 surrogate
//   (PostgreSQL cannot store it, nor NUL);
// - ids: 1 to ID_MAX_LENGTH (64) characters of letters, digits, marks and `._~@+:'-` and space
//   (object ids, document ids such as product_2024-05-01T08:30:00.000Z, E.164 phones, emails);
//   the same rule bounds every path parameter before it reaches SQL or a stream id;
// - lists: each list Schema names its own limit through `boundedList` (the limits sit beside
//   each list, with the reason when it is not obvious).
// Decisions (the spec gives no maximum lengths nor messages for them): a too-long field answers
// '{Label} is too long' as the existing 'Name is too long' and 'Remark is too long' do; control
// characters 'Control characters are not allowed'; a lone surrogate 'Text is not valid Unicode';
// a list over its limit 'At most {N} {items}'.
import { Schema } from "effect";

export const NAME_MAX_LENGTH = 200;
export const ID_MAX_LENGTH = 64;
export const REMARK_MAX_LENGTH = 1_000;
export const URL_MAX_LENGTH = 2_048;

export const CONTROL_CHARACTERS = "Control characters are not allowed";
export const INVALID_ID = "Invalid id";
export const INVALID_UNICODE = "Text is not valid Unicode";
export const tooLongMessage = (label: string): string => `${label} is too long`;
export const tooManyMessage = (limit: number, items: string): string => `At most ${limit} ${items}`;

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
const LONE_SURROGATE = /\p{Cs}/u;
const SAFE_ID = /^[\p{L}\p{N}\p{M}._~@+:' -]+$/u;

/** What is wrong with a text's characters, or null; `multiLine` allows tab, CR and LF. */
export const textCharactersProblem = (text: string, multiLine = false): string | null => {
  if ((multiLine ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(text)) return CONTROL_CHARACTERS;
  return LONE_SURROGATE.test(text) ? INVALID_UNICODE : null;
};

/** An id or path segment of safe characters and at most ID_MAX_LENGTH long. */
export const isSafeId = (text: string): boolean => text.length <= ID_MAX_LENGTH && SAFE_ID.test(text);

export const hasPlainCharacters = Schema.makeFilter((text: string) => textCharactersProblem(text) ?? true);
const hasPlainLines = Schema.makeFilter((text: string) => textCharactersProblem(text, true) ?? true);
const isAtMost = (max: number, label: string) => Schema.isMaxLength(max, { message: tooLongMessage(label) });

/** One line of text, as typed (not trimmed), of at most `max` characters. */
export const boundedText = (label: string, max: number = NAME_MAX_LENGTH) => Schema.String.check(hasPlainCharacters, isAtMost(max, label));

/** One line of text, trimmed, of at most `max` characters once trimmed. */
export const boundedTrimmedText = (label: string, max: number = NAME_MAX_LENGTH) =>
  Schema.Trim.check(hasPlainCharacters, isAtMost(max, label));

/** Text that may span lines (remarks, descriptions, receipt text), of at most `max` characters. */
export const multiLineText = (label: string, max: number = REMARK_MAX_LENGTH) => Schema.String.check(hasPlainLines, isAtMost(max, label));

/** The same, trimmed. */
export const multiLineTrimmedText = (label: string, max: number = REMARK_MAX_LENGTH) => Schema.Trim.check(hasPlainLines, isAtMost(max, label));

/** A link or stored file reference. */
export const BoundedUrl = boundedText("Link", URL_MAX_LENGTH);

/** A record id given in a body: `message` answers an empty, overlong or malformed one (it cannot name anything). */
export const boundedId = (message: string = INVALID_ID) => Schema.String.check(Schema.makeFilter((text: string) => isSafeId(text) || message));

/** A required id: `requiredMessage` when empty, `invalidMessage` when overlong or malformed. */
export const requiredId = (requiredMessage: string, invalidMessage: string = INVALID_ID) =>
  Schema.String.check(
    Schema.isNonEmpty({ message: requiredMessage }),
    Schema.makeFilter((text: string) => text === "" || isSafeId(text) || invalidMessage),
  ).annotateKey({ messageMissingKey: requiredMessage });

/** A list of at most `limit` items ('At most {limit} {items}'). */
export const boundedList = <S extends Schema.Top>(item: S, limit: number, items: string) =>
  Schema.Array(item).check(Schema.isMaxLength(limit, { message: tooManyMessage(limit, items) }));
