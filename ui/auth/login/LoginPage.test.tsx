// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OWNER_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import { loadedPhoneRule } from "../../kit/phoneProof/phoneRule";
import { click, type } from "../testing/authForms";

const me = async () => ({ id: "b", name: "Mei Ling", phoneNumber: "+60123456789", isAgent: false });

describe("the login page", () => {
  afterEach(cleanupApp);

  // First in the file: the phone rule (loaded on first use, phoneRule.ts) is not here yet.
  it("holds Login until the phone rule has loaded, then sends the number composed with it", async () => {
    expect(loadedPhoneRule()).toBeNull();
    const login = vi.fn(async () => Promise.reject(new Error("Invalid user")));
    renderApp("/auth/login", { auth: { login } });
    await findText("Sign in with your phone number and password.");

    type("Phone", "012-345 6789");
    type("Password", "correct-horse-8");
    await click("Login");

    expect(await findText("Invalid user")).toBeTruthy();
    expect(login).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledWith({ phoneNumber: "+60123456789", password: "correct-horse-8" });
  });

  it("asks for both fields before calling the server", async () => {
    const login = vi.fn();
    renderApp("/auth/login", { auth: { login } });
    await findText("Sign in with your phone number and password.");

    await click("Login");

    expect(await findText("Phone is required")).toBeTruthy();
    expect(screen.getByText("Password required")).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it("shows the server's refusal as a red notice and stays", async () => {
    const { router } = renderApp("/auth/login", { auth: { login: () => Promise.reject(new Error("Invalid user")) } });
    await findText("Sign in with your phone number and password.");

    type("Phone", "012-345 6789");
    type("Password", "wrong-password");
    await click("Login");

    expect(await findText("Invalid user")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/auth/login");
  });

  it("signs in with the number in international form, keeps the token and goes to '/' (then on to the user's business)", async () => {
    const login = vi.fn(async () => ({ accessToken: OWNER_TOKEN }));
    const listMyBusinesses = async () => [];
    const { router, tokens } = renderApp("/auth/login", { auth: { login, currentUser: me }, business: { listMyBusinesses } });
    await findText("Sign in with your phone number and password.");

    type("Phone", "012-345 6789");
    type("Password", "correct-horse-8");
    await click("Login");

    await waitFor(() => expect(router.state.location.pathname).toBe("/create-business"), { timeout: 10_000 });
    expect(login).toHaveBeenCalledWith({ phoneNumber: "+60123456789", password: "correct-horse-8" });
    expect(tokens.read()).toBe(OWNER_TOKEN);
  });

  it("links to registration and password reset", async () => {
    renderApp("/auth/login");
    await findText("Sign in with your phone number and password.");

    expect(screen.getByRole("link", { name: "Register" }).getAttribute("href")).toBe("/auth/register");
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/auth/forgot-password");
  });

  describe("social sign-in", () => {
    const SOCIAL = ["google", "facebook"] as const;

    it("draws no provider buttons when this build has no social sign-in", async () => {
      renderApp("/auth/login");
      await findText("Sign in with your phone number and password.");

      expect(screen.queryByRole("button", { name: /Continue with/ })).toBeNull();
    });

    it("signs in through the chosen provider without the form's fields, keeps the token and goes on", async () => {
      const socialSignIn = vi.fn(async () => ({ accessToken: OWNER_TOKEN }));
      const listMyBusinesses = async () => [];
      const { router, tokens } = renderApp("/auth/login", {
        auth: { socialProviders: SOCIAL, socialSignIn, currentUser: me },
        business: { listMyBusinesses },
      });
      await findText("Sign in with your phone number and password.");
      expect(screen.getByRole("button", { name: "Continue with Google" })).toBeTruthy();

      await click("Continue with Facebook");

      await waitFor(() => expect(router.state.location.pathname).toBe("/create-business"), { timeout: 10_000 });
      expect(socialSignIn).toHaveBeenCalledWith({ provider: "facebook" });
      expect(tokens.read()).toBe(OWNER_TOKEN);
    });

    it("shows a provider or server refusal as a red notice and stays", async () => {
      const socialSignIn = vi.fn(() => Promise.reject(new Error("Invalid user")));
      const { router } = renderApp("/auth/login", { auth: { socialProviders: SOCIAL, socialSignIn } });
      await findText("Sign in with your phone number and password.");

      await click("Continue with Google");

      const notice = await findText("Invalid user");
      expect(notice.closest(".p-inline-message-error")).not.toBeNull();
      expect(router.state.location.pathname).toBe("/auth/login");
      expect(screen.queryByText("Phone is required")).toBeNull();
    });
  });
});
