// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import { loadPhoneRule } from "../../kit/phoneProof/phoneRule";
import { choose, click, type } from "../testing/authForms";

const PHONE = "+6591234567";

const memberServer = (resetPassword = vi.fn(async () => undefined)) => ({
  checkExist: vi.fn(async () => ({ exist: true })),
  sendOtp: vi.fn(async () => undefined),
  verifyOtp: vi.fn(async () => ({ verificationToken: "verified-2" })),
  resetPassword,
});

const openReset = async (auth: Partial<ReturnType<typeof memberServer>>) => {
  const app = renderApp("/auth/forgot-password", { auth });
  await findText("We will send a one-time code to your phone to set a new password.");
  // The phone input composes the number once the rule it loads on first use is here (phoneRule.ts).
  await loadPhoneRule();
  return app;
};

const reachResetStep = async () => {
  await choose("Country prefix", "+65");
  type("Phone", "9123 4567");
  await click("Get OTP");
  await findText(/Enter the 6-digit code sent to/);
  type("One-time code", "654321");
  await click("Verify");
  await findText("Confirm new password");
  type("New password", "new-password-9");
  type("Confirm new password", "new-password-9");
  await click("Reset password");
};

describe("the forgot password page", () => {
  afterEach(cleanupApp);

  it("sends no code to a phone without an account", async () => {
    const server = { ...memberServer(), checkExist: vi.fn(async () => ({ exist: false })) };
    await openReset(server);

    type("Phone", "012-345 6789");
    await click("Get OTP");

    expect(await findText("not registered as a member")).toBeTruthy();
    expect(server.sendOtp).not.toHaveBeenCalled();
  });

  it("returns to the phone step when the server answers 'Invalid user'", async () => {
    await openReset(memberServer(vi.fn(() => Promise.reject(new Error("Invalid user")))));
    await reachResetStep();

    expect(await findText("Invalid user")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Get OTP" })).toBeTruthy();
  });

  it("changes the password of a Singapore number and returns to login with 'Password changed'", async () => {
    const server = memberServer();
    const { router } = await openReset(server);
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/auth/login");

    await reachResetStep();

    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect(await findText("Password changed")).toBeTruthy();
    expect(server.sendOtp).toHaveBeenCalledWith({ target: PHONE, purpose: "reset-password" });
    expect(server.resetPassword).toHaveBeenCalledWith({ phoneNumber: PHONE, verificationToken: "verified-2", password: "new-password-9" });
  });
});
