// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemberPicker } from "./MemberPicker";
import type { MemberQuery, PickedMember } from "./pickerPorts";

const aisyah: PickedMember = { id: "m1", name: "Aisyah", phoneNumber: "+60123456780" };
const bala: PickedMember = { id: "m2", name: "Bala", phoneNumber: "+60123456781" };

const directory = () => ({
  findMembers: vi.fn(async ({ search }: MemberQuery) => {
    const resources = [aisyah, bala].filter((member) => member.name.toLowerCase().includes(search.toLowerCase()));
    return { resources, totalResources: resources.length };
  }),
});

/** Lets the resolved search answer reach the screen. */
const settle = () => act(async () => {});

describe("the member picker", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("lists the first 100 members under 'Search Result', and asks for what is typed only 500 ms after the typing pauses", async () => {
    const members = directory();
    render(<MemberPicker directory={members} picked={[]} onPick={() => {}} onUnpick={() => {}} />);
    await settle();
    expect(screen.getByRole("heading", { name: "Search Result" })).toBeTruthy();
    expect(members.findMembers.mock.calls).toEqual([[{ search: "", limit: 100, skip: 0 }]]);
    expect(screen.getByRole("list", { name: "Search Result" }).textContent).toContain("Bala");

    const box = screen.getByRole("textbox", { name: "Search members" });
    fireEvent.change(box, { target: { value: "ai" } });
    await act(async () => vi.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: "aisy" } });
    await act(async () => vi.advanceTimersByTime(499));
    expect(members.findMembers).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    await settle();
    expect(members.findMembers.mock.calls.slice(1)).toEqual([[{ search: "aisy", limit: 100, skip: 0 }]]);
    expect(screen.getByRole("list", { name: "Search Result" }).textContent).not.toContain("Bala");
  });

  it("ticks the picked members and hands back a pick and an unpick", async () => {
    const onPick = vi.fn();
    const onUnpick = vi.fn();
    render(<MemberPicker directory={directory()} picked={[aisyah]} onPick={onPick} onUnpick={onUnpick} />);
    await settle();
    const results = within(screen.getByRole("list", { name: "Search Result" }));
    expect(results.getByLabelText(/^Aisyah/)).toHaveProperty("checked", true);
    expect(results.getByLabelText(/^Bala/)).toHaveProperty("checked", false);
    fireEvent.click(results.getByLabelText(/^Bala/));
    expect(onPick).toHaveBeenCalledWith(bala);
    fireEvent.click(results.getByLabelText(/^Aisyah/));
    expect(onUnpick).toHaveBeenCalledWith("m1");
  });
});
