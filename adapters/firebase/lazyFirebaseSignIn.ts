// Whether social sign-in is on in this build, and the way to it: VITE_FIREBASE_CONFIG (build time,
// the JSON web config of the Firebase project, README "Environment") read once; the Firebase SDK
// itself (firebaseSocialSignIn.ts) is loaded with a dynamic import() on the first click only.
// Decision: a config that is not JSON or lacks apiKey, authDomain or projectId turns social
// sign-in off (no buttons) and says so in the console, instead of buttons that can only fail.
import { Option, Schema } from "effect";
import type { SocialProvider } from "../../machines/auth/login.machine";

const FirebaseWebConfig = Schema.Struct({
  apiKey: Schema.NonEmptyString,
  authDomain: Schema.NonEmptyString,
  projectId: Schema.NonEmptyString,
  appId: Schema.optionalKey(Schema.String),
  storageBucket: Schema.optionalKey(Schema.String),
  messagingSenderId: Schema.optionalKey(Schema.String),
  measurementId: Schema.optionalKey(Schema.String),
});

/** A provider's popup answering a Firebase ID token. */
export type SocialIdToken = (provider: SocialProvider) => Promise<string>;

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/** The ID-token source for the web config `raw`, or null when social sign-in is off. */
export const lazyFirebaseSignIn = (raw: string | undefined): SocialIdToken | null => {
  if (raw === undefined || raw.trim() === "") return null;
  const config = Option.getOrNull(Schema.decodeUnknownOption(FirebaseWebConfig)(parseJson(raw)));
  if (config === null) {
    console.error("VITE_FIREBASE_CONFIG is not a Firebase web config (apiKey, authDomain, projectId): social sign-in is off");
    return null;
  }
  return async (provider) => (await import("./firebaseSocialSignIn")).firebaseIdTokenOf(config, provider);
};
