// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeAdmin } from "../../admin/testing/fakeAdmin";
import { fakeAuth } from "../../app/testing/fakeAuth";
import { fakeBusiness } from "../../business/testing/fakeBusiness";
import { fakeLoyalty } from "../../loyalty/testing/fakeLoyalty";
import { fakeMarketing } from "../../marketing/testing/fakeMarketing";
import { fakeMenu } from "../../menu/testing/fakeMenu";
import { PortsProvider } from "../../ports/PortsProvider";
import { ResendTimer } from "./ResendTimer";

const mount = (sendOtp: () => Promise<void>) =>
  render(
    <PortsProvider ports={{ api: { health: async () => ({ status: "ok" }) }, auth: fakeAuth({ sendOtp }), business: fakeBusiness(), marketing: fakeMarketing(), loyalty: fakeLoyalty(), admin: fakeAdmin(), menu: fakeMenu() }}>
      <ResendTimer target="+60123456789" purpose="register" />
    </PortsProvider>,
  );

const timerButton = () => screen.getByRole("button") as HTMLButtonElement;

describe("the OTP resend timer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("counts down 30 seconds, then resends on click and counts again", async () => {
    const sendOtp = vi.fn(async () => undefined);
    mount(sendOtp);
    expect(timerButton().textContent).toBe("Resend OTP in 30s");
    expect(timerButton().disabled).toBe(true);

    await act(async () => vi.advanceTimersByTime(29_000));
    expect(timerButton().textContent).toBe("Resend OTP in 1s");

    await act(async () => vi.advanceTimersByTime(1_000));
    expect(timerButton().textContent).toBe("Resend OTP");
    expect(timerButton().disabled).toBe(false);

    await act(async () => fireEvent.click(timerButton()));
    expect(sendOtp).toHaveBeenCalledWith({ target: "+60123456789", purpose: "register" });
    expect(timerButton().textContent).toBe("Resend OTP in 30s");
  });

  it("shows a failed resend in red and lets the user try again at once", async () => {
    mount(() => Promise.reject(new Error("Too many requests, please try again later")));
    await act(async () => vi.advanceTimersByTime(30_000));

    await act(async () => fireEvent.click(timerButton()));

    expect(screen.getByText("Too many requests, please try again later")).toBeTruthy();
    expect(timerButton().disabled).toBe(false);
  });
});
