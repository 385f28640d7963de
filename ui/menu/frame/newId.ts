// Owns: the id of a nested entry a form adds (a variant option, a measurement, an add-on): the
// server draws ids for items only, so the browser names the entries inside one (any safe id of
// domain/menu/menuFields.ts MenuId).
/** 12 hex characters: short enough that a combination key of several option ids stays a MenuId (at most 64). */
export const newEntryId = (): string => crypto.randomUUID().replace(/-/g, "").slice(0, 12);
