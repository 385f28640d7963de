import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyFirebaseSignIn } from "./lazyFirebaseSignIn";

const WEB_CONFIG = { apiKey: "key", authDomain: "demo.firebaseapp.com", projectId: "demo", appId: "1:2:web:3" };

describe("reading VITE_FIREBASE_CONFIG", () => {
  afterEach(() => vi.restoreAllMocks());

  it("turns social sign-in off when unset or empty", () => {
    expect(lazyFirebaseSignIn(undefined)).toBeNull();
    expect(lazyFirebaseSignIn("  ")).toBeNull();
  });

  it("turns it off, saying why, for text that is not a web config", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(lazyFirebaseSignIn("{not json")).toBeNull();
    expect(lazyFirebaseSignIn(JSON.stringify({ ...WEB_CONFIG, apiKey: "" }))).toBeNull();
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it("turns it on for a web config", () => {
    expect(lazyFirebaseSignIn(JSON.stringify(WEB_CONFIG))).toEqual(expect.any(Function));
  });
});
