import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { answering, failing } from "../testing/fakeActors";
import { type LoginInput, type LoginOutput, type SocialSignInInput, loginMachine } from "./login.machine";

const startLogin = (login = answering<LoginOutput, LoginInput>(() => ({ accessToken: "token-1" }))) => {
  const actor = createActor(loginMachine.provide({ actors: { login: login.logic } })).start();
  return { actor, login };
};

const typeCredentials = (actor: ReturnType<typeof startLogin>["actor"]) => {
  actor.send({ type: "phone.change", phoneNumber: "+60123456789" });
  actor.send({ type: "password.change", password: "correct-horse-8" });
};

describe("login machine", () => {
  it("given empty fields, when submitted, then it stays editing with both field messages and calls nothing", () => {
    const { actor, login } = startLogin();

    actor.send({ type: "login.submit" });

    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      phoneNumber: "Phone is required",
      password: "Password required",
    });
    expect(login.inputs).toEqual([]);
  });

  it("given a field message, when that field is edited, then only its message goes", () => {
    const { actor } = startLogin();
    actor.send({ type: "login.submit" });

    actor.send({ type: "password.change", password: "x" });

    expect(actor.getSnapshot().context.fieldErrors).toEqual({ phoneNumber: "Phone is required" });
  });

  it("given credentials the server accepts, when submitted, then it ends signed in with the token", async () => {
    const { actor, login } = startLogin();
    typeCredentials(actor);

    actor.send({ type: "login.submit" });
    expect(actor.getSnapshot().value).toBe("submitting");
    const signedIn = await waitFor(actor, (snapshot) => snapshot.status === "done");

    expect(login.inputs).toEqual([{ phoneNumber: "+60123456789", password: "correct-horse-8" }]);
    expect(signedIn.value).toBe("signedIn");
    expect(signedIn.context.accessToken).toBe("token-1");
    expect(signedIn.context.password).toBe("");
  });

  it("given credentials the server refuses, when submitted, then it returns to editing with the server's message", async () => {
    const { actor } = startLogin(failing<LoginOutput, LoginInput>("Invalid phone number or password"));
    typeCredentials(actor);

    actor.send({ type: "login.submit" });
    const refused = await waitFor(actor, (snapshot) => snapshot.matches("editing"));

    expect(refused.context.notice).toEqual({ tone: "error", message: "Invalid phone number or password" });
    expect(refused.context.accessToken).toBeNull();
    expect(refused.context.password).toBe("correct-horse-8");
  });

  it("given a red notice, when submitted again, then the notice clears while the call is in flight", async () => {
    const { actor } = startLogin(failing<LoginOutput, LoginInput>("Invalid phone number or password"));
    typeCredentials(actor);
    actor.send({ type: "login.submit" });
    await waitFor(actor, (snapshot) => snapshot.context.notice !== null);

    actor.send({ type: "login.submit" });

    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it("without a provided login actor, fails loudly with a red notice naming it", async () => {
    const actor = createActor(loginMachine).start();
    typeCredentials(actor);

    actor.send({ type: "login.submit" });
    const refused = await waitFor(actor, (snapshot) => snapshot.context.notice !== null);

    expect(refused.context.notice?.message).toContain("'login' actor was not provided");
  });

  describe("social sign-in", () => {
    const startSocial = (socialSignIn = answering<LoginOutput, SocialSignInInput>(() => ({ accessToken: "social-token" }))) => {
      const actor = createActor(loginMachine.provide({ actors: { socialSignIn: socialSignIn.logic } })).start();
      return { actor, socialSignIn };
    };

    it("given empty fields, when a provider is chosen, then it signs in through that provider with the token", async () => {
      const { actor, socialSignIn } = startSocial();

      actor.send({ type: "social.submit", provider: "facebook" });
      expect(actor.getSnapshot().value).toBe("signingInSocially");
      const signedIn = await waitFor(actor, (snapshot) => snapshot.status === "done");

      expect(socialSignIn.inputs).toEqual([{ provider: "facebook" }]);
      expect(signedIn.value).toBe("signedIn");
      expect(signedIn.context.accessToken).toBe("social-token");
      expect(signedIn.context.fieldErrors).toEqual({});
    });

    it("given a provider or server refusal, then it returns to editing with its message and keeps what was typed", async () => {
      const { actor } = startSocial(failing<LoginOutput, SocialSignInInput>("Invalid user"));
      typeCredentials(actor);

      actor.send({ type: "social.submit", provider: "google" });
      const refused = await waitFor(actor, (snapshot) => snapshot.matches("editing"));

      expect(refused.context.notice).toEqual({ tone: "error", message: "Invalid user" });
      expect(refused.context.accessToken).toBeNull();
      expect(refused.context.phoneNumber).toBe("+60123456789");
    });

    it("while a login is in flight, ignores a provider choice", () => {
      const { actor, socialSignIn } = startSocial();
      typeCredentials(actor);
      actor.send({ type: "login.submit" });

      actor.send({ type: "social.submit", provider: "google" });

      expect(actor.getSnapshot().value).toBe("submitting");
      expect(socialSignIn.inputs).toEqual([]);
    });
  });
});
