// The Firebase Auth half of social sign-in (spec 1 §2, two identity providers: Google and
// Facebook): a popup with the chosen provider, then the Firebase ID token the server exchanges
// (POST /auth/social-token). This module is the only one importing the Firebase SDK, and only
// lazyFirebaseSignIn.ts loads it, with a dynamic import(), so the SDK is never in the main bundle.
// Decision: the Firebase session is signed out as soon as the ID token is taken: the app's own
// access token is the session, and a lingering Firebase one would outlive a sign-out.
import { type FirebaseOptions, getApp, getApps, initializeApp } from "firebase/app";
import { FacebookAuthProvider, GoogleAuthProvider, getAuth, signInWithPopup, signOut } from "firebase/auth";
import type { SocialProvider } from "../../machines/auth/login.machine";

const providerOf = (provider: SocialProvider) =>
  provider === "google" ? new GoogleAuthProvider() : new FacebookAuthProvider();

/** Signs in with `provider` in a popup and answers the Firebase ID token. */
export const firebaseIdTokenOf = async (config: FirebaseOptions, provider: SocialProvider): Promise<string> => {
  const app = getApps().length > 0 ? getApp() : initializeApp(config);
  const auth = getAuth(app);
  const { user } = await signInWithPopup(auth, providerOf(provider));
  const idToken = await user.getIdToken();
  await signOut(auth);
  return idToken;
};
