// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ToastService, ToastProvider, useToast } from "./ToastProvider";

let toast: ToastService | null = null;
const Capture = () => {
  toast = useToast();
  return null;
};

describe("the toasts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("keeps an error, announced as an alert, until the user closes it", () => {
    act(() => toast!.error("Voucher is disabled"));
    act(() => vi.advanceTimersByTime(60_000));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Voucher is disabled");
    expect(alert.getAttribute("aria-live")).toBe("assertive");
    act(() => fireEvent.click(screen.getByRole("button", { name: "Close" })));
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText("Voucher is disabled")).toBeNull();
  });

  it("lets a success go by itself, announced politely", () => {
    act(() => toast!.success("Tiers updated"));
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("Tiers updated");
    expect(status.getAttribute("aria-live")).toBe("polite");
    act(() => vi.advanceTimersByTime(5_000));
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText("Tiers updated")).toBeNull();
  });
});
