// @vitest-environment jsdom
// The shared date inputs (spec 1 §2 date and date range, §5 YYYY/MM/DD): a day typed as
// YYYY/MM/DD reaches the form as an ISO day, a bad one says 'Invalid date' once left, and the
// range's presets (Last week = 7 days including today) and order rule.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { Temporal } from "temporal-polyfill";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DateRange } from "../../../domain/shared/dateRangePresets";
import { DateField } from "./DateField";
import { DateRangeField, END_BEFORE_START } from "./DateRangeField";

afterEach(cleanup);

const type = (label: string, text: string) => act(async () => fireEvent.change(screen.getByLabelText(label), { target: { value: text } }));
const leave = (label: string) => act(async () => fireEvent.blur(screen.getByLabelText(label)));

const DayHarness = ({ initial, onValue }: { readonly initial: string | null; readonly onValue: (value: string | null) => void }) => {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Start date"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
};

describe("the date field", () => {
  it("shows a stored day as YYYY/MM/DD and names its input by the label", () => {
    render(<DayHarness initial="2026-11-12" onValue={vi.fn()} />);
    expect((screen.getByRole("textbox", { name: "Start date" }) as HTMLInputElement).value).toBe("2026/11/12");
    expect(screen.getByRole("button", { name: "Open calendar" }).getAttribute("title")).toBe("Pick the start date on a calendar");
  });

  it("hands the form the ISO day typed as YYYY/MM/DD, and null when emptied", async () => {
    const onValue = vi.fn<(value: string | null) => void>();
    render(<DayHarness initial={null} onValue={onValue} />);
    await type("Start date", "2027/01/25");
    expect(onValue).toHaveBeenLastCalledWith("2027-01-25");
    await type("Start date", "");
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it("says 'Invalid date' once left with a day that does not exist, and hands the text on so the form refuses it", async () => {
    const onValue = vi.fn<(value: string | null) => void>();
    render(<DayHarness initial={null} onValue={onValue} />);
    await type("Start date", "2026/02/30");
    expect(screen.queryByText("Invalid date")).toBeNull();
    await leave("Start date");
    expect(screen.getByRole("alert").textContent).toBe("Invalid date");
    expect(screen.getByLabelText("Start date").getAttribute("aria-invalid")).toBe("true");
    expect(onValue).toHaveBeenLastCalledWith("2026/02/30");
    await type("Start date", "2026/02/28");
    expect(screen.queryByText("Invalid date")).toBeNull();
  });

  it("shows the form's own message over its own", async () => {
    render(<DateField label="End date" value={null} error="End date is required" onChange={vi.fn()} />);
    expect(screen.getByRole("alert").textContent).toBe("End date is required");
  });
});

describe("the date range field", () => {
  const now = () => Temporal.Instant.from("2026-03-10T20:00:00Z"); // 11 March in Kuala Lumpur

  it("fills Last week with 7 days including today in the business's time zone, and Yesterday", async () => {
    const onChange = vi.fn<(range: DateRange | null) => void>();
    render(<DateRangeField label="Period" value={null} onChange={onChange} timeZone="Asia/Kuala_Lumpur" now={now} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Last week" })));
    expect(onChange.mock.lastCall?.[0]?.start.toString()).toBe("2026-03-05");
    expect(onChange.mock.lastCall?.[0]?.end.toString()).toBe("2026-03-11");
    expect((screen.getByLabelText("Period from") as HTMLInputElement).value).toBe("2026/03/05");
    expect((screen.getByLabelText("Period to") as HTMLInputElement).value).toBe("2026/03/11");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Yesterday" })));
    expect(onChange.mock.lastCall?.[0]?.start.toString()).toBe("2026-03-10");
  });

  it("is one named group with its value shown as YYYY/MM/DD", () => {
    const range = { start: Temporal.PlainDate.from("2026-11-12"), end: Temporal.PlainDate.from("2027-01-25") };
    render(<DateRangeField label="Period" value={range} onChange={vi.fn()} timeZone="Asia/Kuala_Lumpur" now={now} />);
    expect(screen.getByRole("group", { name: "Period" })).toBeTruthy();
    expect((screen.getByLabelText("Period to") as HTMLInputElement).value).toBe("2027/01/25");
  });

  it("takes a typed range, refuses a last day before the first", async () => {
    const onChange = vi.fn<(range: DateRange | null) => void>();
    render(<DateRangeField label="Period" value={null} onChange={onChange} timeZone="Asia/Kuala_Lumpur" now={now} />);
    await type("Period from", "2026/03/10");
    await type("Period to", "2026/03/12");
    expect(onChange.mock.lastCall?.[0]?.end.toString()).toBe("2026-03-12");
    await type("Period to", "2026/03/01");
    expect(screen.getByText(END_BEFORE_START)).toBeTruthy();
    expect(onChange.mock.lastCall?.[0]).toBeNull();
  });

  it("says 'Invalid date' once left with a day that does not exist, and hands on no range", async () => {
    const onChange = vi.fn<(range: DateRange | null) => void>();
    render(<DateRangeField label="Period" value={null} onChange={onChange} timeZone="Asia/Kuala_Lumpur" now={now} />);
    await type("Period from", "2026/13/01");
    await leave("Period from");
    expect(screen.getByRole("alert").textContent).toBe("Invalid date");
    expect(onChange.mock.lastCall?.[0]).toBeNull();
  });
});
