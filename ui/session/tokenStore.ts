// Where the session keeps its access token: the browser's localStorage (so a reload stays signed
// in, spec 1 §4 "Session") or memory (tests). The HTTP client reads the same store for its bearer
// token, so every call carries the session's current token.
// Decision: one key, `accessToken`; storage that refuses access (private mode, quota) behaves as
// empty rather than breaking the page.
import type { TokenStore } from "../ports/authPort";

/** The localStorage key; the built index.html reads it too (adapters/build/startupHints.ts). */
export const ACCESS_TOKEN_KEY = "accessToken";
const KEY = ACCESS_TOKEN_KEY;

export const browserTokenStore = (storage: Storage): TokenStore => ({
  read: () => {
    try {
      return storage.getItem(KEY);
    } catch {
      return null;
    }
  },
  write: (accessToken) => {
    try {
      if (accessToken === null) storage.removeItem(KEY);
      else storage.setItem(KEY, accessToken);
    } catch {
      // A storage that refuses writes keeps the session for this page only.
    }
  },
});

export const memoryTokenStore = (initial: string | null = null): TokenStore => {
  let current = initial;
  return {
    read: () => current,
    write: (accessToken) => {
      current = accessToken;
    },
  };
};
