// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../kit/feedback/ToastProvider";
import type { DeliveryPort, PlatformSetting } from "../../../ports/deliveryPort";
import { StoreStatusCard } from "./StoreStatusCard";

const settingOf = (paused: boolean): PlatformSetting => ({
  _id: "r1", platform: "grabfood", enabled: true, storeRef: "GF-1", clientId: "client", clientSecretHint: "••••cret",
  updatedAt: null, paused, reopenAt: paused ? "2026-11-27T10:30:00.000Z" : null, _rev: 1,
});

const mount = (setting: PlatformSetting, posGate: string | null, delivery: Partial<DeliveryPort>) =>
  render(
    <ToastProvider>
      <StoreStatusCard delivery={delivery as DeliveryPort} setting={setting} onChanged={() => undefined} posGate={posGate} />
    </ToastProvider>,
  );

describe("the store status card", () => {
  afterEach(cleanup);

  it("shows the POS gate and refuses to pause from a till too old for delivery", () => {
    const pauseStore = vi.fn<DeliveryPort["pauseStore"]>();
    mount(settingOf(false), "Required POS version 6.11.0", { pauseStore });
    expect(screen.getByText("Required POS version 6.11.0")).toBeTruthy();
    const pause = screen.getByRole("button", { name: "Pause store" });
    expect((pause as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(pause);
    expect(pauseStore).not.toHaveBeenCalled();
  });

  it("still resumes a paused store behind the gate, so a rolled-back till cannot keep it closed", async () => {
    const resumeStore = vi.fn<DeliveryPort["resumeStore"]>(async () => settingOf(false));
    mount(settingOf(true), "Required POS version 6.11.0", { resumeStore });
    fireEvent.click(screen.getByRole("button", { name: "Resume now" }));
    await waitFor(() => expect(resumeStore).toHaveBeenCalledWith("grabfood", "r1"));
  });

  it("pauses for the chosen time when the till is new enough", async () => {
    const pauseStore = vi.fn<DeliveryPort["pauseStore"]>(async () => settingOf(true));
    mount(settingOf(false), null, { pauseStore });
    expect(screen.queryByText(/Required POS version/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Pause store" }));
    await waitFor(() => expect(pauseStore).toHaveBeenCalledWith("grabfood", "r1", "30m"));
  });
});
