// Owns: the business a user last chose (spec 1 §6 "other users have their businesses loaded and
// switch among them"), kept per user in this browser's localStorage, so home ('/') lands there.
// Decisions where the spec is silent: opening any business page counts as choosing it (the
// switcher, a link, a new business all land on the business being worked on); a kept business
// the user no longer holds is ignored, and home falls back to their first business by name.
const keyOf = (userId: string): string => `business-choice:${userId}`;

export const keptBusinessId = (userId: string): string | null => {
  try {
    return window.localStorage.getItem(keyOf(userId));
  } catch {
    return null;
  }
};

export const keepBusinessId = (userId: string, businessId: string): void => {
  try {
    window.localStorage.setItem(keyOf(userId), businessId);
  } catch {
    // A storage that refuses writes leaves home on the first business.
  }
};

/** The business home opens: the kept one when the user still holds it, else the first. */
export const landingBusiness = <B extends { readonly id: string }>(businesses: ReadonlyArray<B>, kept: string | null): B | undefined =>
  businesses.find((business) => business.id === kept) ?? businesses[0];
