// Owns: the programme's titles (spec 2 §2 Benefits page, §3 Title, §4, §7 `PUT /membership/titles`,
// §8): the whole list is written at once; a title has an id, name ('Name is required'), icon,
// optional image and an internal-only flag, and records when it was created (acquiredAt).
// Removing a title that benefits still require is refused: 'Unable to delete title with benefits'.
// Decisions where the spec is silent:
// - A title a store bundle grants cannot be removed either: 'Unable to delete title in store bundle'.
// - A title without an id is new and gets one; an id the programme does not know is
//   'Title not found'. Icons are the picker's names (announcement, award, bell, crown, ...),
//   any non-empty word is accepted so new icons need no migration ('Icon is required').
// - The 'Common' title of the page is not stored: it is the group of benefits without one.
import { Schema } from "effect";
import { NAME_REQUIRED } from "../../auth/credentials";
import { requiredTrimmedText } from "../../shared/fieldRules";
import { BoundedUrl, boundedId, boundedList } from "../../shared/inputBounds";
import { type Checked, checked, refuse } from "./checked";

export const TITLE_WITH_BENEFITS = "Unable to delete title with benefits";
export const TITLE_IN_BUNDLE = "Unable to delete title in store bundle";
export const TITLE_NOT_FOUND = "Title not found";
export const ICON_REQUIRED = "Icon is required";

export const Title = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  icon: Schema.String,
  image: Schema.NullOr(Schema.String),
  internal: Schema.Boolean,
  acquiredAt: Schema.String,
});
export type Title = typeof Title.Type;

export const TitleInput = Schema.Struct({
  id: Schema.optionalKey(boundedId(TITLE_NOT_FOUND)),
  name: requiredTrimmedText(NAME_REQUIRED),
  icon: requiredTrimmedText(ICON_REQUIRED),
  image: Schema.optionalKey(Schema.NullOr(BoundedUrl)),
  internal: Schema.optionalKey(Schema.Boolean),
});
export type TitleInput = typeof TitleInput.Type;

export const TitlesInput = boundedList(TitleInput, 100, "titles");

/** Ids of the titles a write removes. */
const removedIds = (current: ReadonlyArray<Title>, next: ReadonlyArray<TitleInput>): ReadonlyArray<string> => {
  const kept = new Set(next.flatMap((t) => (t.id === undefined ? [] : [t.id])));
  return current.filter((t) => !kept.has(t.id)).map((t) => t.id);
};

/**
 * The list a write leaves: known titles keep their id and acquiredAt, new ones get `newId()`
 * and `now`; refused when an id is unknown or a removed title is still in use.
 */
export const nextTitles = (
  current: ReadonlyArray<Title>,
  input: ReadonlyArray<TitleInput>,
  inUse: { readonly byBenefits: ReadonlySet<string>; readonly byBundles: ReadonlySet<string> },
  newId: () => string,
  now: string,
): Checked<ReadonlyArray<Title>> => {
  const byId = new Map(current.map((t) => [t.id, t]));
  const unknown = input.findIndex((t) => t.id !== undefined && !byId.has(t.id));
  if (unknown >= 0) return refuse(TITLE_NOT_FOUND, ["titles", unknown, "id"]);
  const removed = removedIds(current, input);
  if (removed.some((id) => inUse.byBenefits.has(id))) return refuse(TITLE_WITH_BENEFITS, ["titles"]);
  if (removed.some((id) => inUse.byBundles.has(id))) return refuse(TITLE_IN_BUNDLE, ["titles"]);
  return checked(input.map((t): Title => {
    const known = t.id === undefined ? undefined : byId.get(t.id);
    return {
      id: known?.id ?? newId(),
      name: t.name,
      icon: t.icon,
      image: t.image ?? null,
      internal: t.internal ?? false,
      acquiredAt: known?.acquiredAt ?? now,
    };
  }));
};
