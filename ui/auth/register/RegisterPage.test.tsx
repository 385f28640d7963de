// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import { loadPhoneRule } from "../../kit/phoneProof/phoneRule";
import { button, click, type } from "../testing/authForms";

const PHONE = "+60123456789";

const healthyServer = () => ({
  checkExist: vi.fn(async () => ({ exist: false })),
  sendOtp: vi.fn(async () => undefined),
  verifyOtp: vi.fn(async () => ({ verificationToken: "verified-1" })),
  register: vi.fn(async () => undefined),
});

const openRegister = async (auth: Partial<ReturnType<typeof healthyServer>> = healthyServer()) => {
  const app = renderApp("/auth/register", { auth });
  await findText("Create your account with your phone number.");
  // The phone input composes the number once the rule it loads on first use is here (phoneRule.ts).
  await loadPhoneRule();
  return app;
};

const reachCodeStep = async () => {
  type("Phone", "012-345 6789");
  await click("Get OTP");
  await findText(/Enter the 6-digit code sent to/);
};

describe("the register page", () => {
  afterEach(cleanupApp);

  it("keeps 'Get OTP' disabled until the phone is valid, and names the problem on leaving the field", async () => {
    await openRegister();
    expect(button("Get OTP").disabled).toBe(true);

    type("Phone", "0123");
    expect(button("Get OTP").disabled).toBe(true);

    type("Phone", "012-345 6789");
    expect(button("Get OTP").disabled).toBe(false);
    expect(screen.getByRole("link", { name: "Own account? Login" }).getAttribute("href")).toBe("/auth/login");
  });

  it("refuses a phone that already has an account", async () => {
    const server = { ...healthyServer(), checkExist: vi.fn(async () => ({ exist: true })) };
    await openRegister(server);

    type("Phone", "012-345 6789");
    await click("Get OTP");

    expect(await findText("This phone number already in use")).toBeTruthy();
    expect(server.sendOtp).not.toHaveBeenCalled();
  });

  it("checks the code's format before verifying it", async () => {
    const server = healthyServer();
    await openRegister(server);
    await reachCodeStep();

    await click("Verify");
    expect(screen.getByText("OTP required")).toBeTruthy();

    type("One-time code", "12a");
    await click("Verify");
    expect(screen.getByText("Invalid OTP format")).toBeTruthy();
    expect(server.verifyOtp).not.toHaveBeenCalled();
    expect(screen.getByText("Resend OTP in 30s")).toBeTruthy();
  });

  it("registers after phone, code and details, then lands on login with the green toast", async () => {
    const server = healthyServer();
    const { router } = await openRegister(server);
    await reachCodeStep();
    type("One-time code", "123456");
    await click("Verify");
    await findText("Confirm password");

    type("Name", "Aisha Tan");
    type("Password", "short");
    type("Confirm password", "other");
    await click("Register");
    expect(screen.getByText("At least 8 characters")).toBeTruthy();
    expect(screen.getByText("Password not identical")).toBeTruthy();

    type("Password", "correct-horse-8");
    type("Confirm password", "correct-horse-8");
    await click("Register");

    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect(await findText("User registered successfully")).toBeTruthy();
    expect(server.sendOtp).toHaveBeenCalledWith({ target: PHONE, purpose: "register" });
    expect(server.verifyOtp).toHaveBeenCalledWith({ target: PHONE, otp: "123456", purpose: "register" });
    expect(server.register).toHaveBeenCalledWith({
      phoneNumber: PHONE,
      verificationToken: "verified-1",
      name: "Aisha Tan",
      password: "correct-horse-8",
    });
  });
});
