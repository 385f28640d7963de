// The member store's green notices (spec 2 §8): a change of the store's settings or categories
// says 'Store updated', a change of a bundle 'Bundle updated'.
export const STORE_UPDATED = "Store updated";
export const BUNDLE_UPDATED = "Bundle updated";
