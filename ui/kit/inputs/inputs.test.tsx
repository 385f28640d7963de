// @vitest-environment jsdom
// The generic inputs of spec 1 §2: the time input's 'Invalid time', the numeric range's per-field
// messages, the grouped picker's 'No {target}', single and multiple choice.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { Temporal } from "temporal-polyfill";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CreatableSelectField } from "./CreatableSelectField";
import { GroupedPicker } from "./GroupedPicker";
import { NumericRangeField, type RangeText } from "./NumericRangeField";
import { RestaurantChecklist } from "./RestaurantChecklist";
import { TimeField } from "./TimeField";
import { TriggerEditor } from "./TriggerEditor";

afterEach(cleanup);

const TimeHarness = () => {
  const [value, setValue] = useState("");
  return <TimeField label="Opens at" value={value} onChange={setValue} />;
};

const RangeHarness = ({ onRange }: { readonly onRange: (range: unknown) => void }) => {
  const [text, setText] = useState<RangeText>({ min: "", max: "" });
  return (
    <NumericRangeField
      label="Purchase"
      value={text}
      onChange={(next, range) => {
        setText(next);
        onRange(range);
      }}
      messages={{ notANumber: "Invalid number", tooManyDecimals: "Max 2 decimal places", minAboveMax: "Min cannot be more than max" }}
    />
  );
};

const type = (label: string, text: string) => act(async () => fireEvent.change(screen.getByLabelText(label), { target: { value: text } }));

describe("the time input", () => {
  it("says 'Invalid time' once left with a time that is not HH:mm", async () => {
    render(<TimeHarness />);
    await type("Opens at", "25:00");
    expect(screen.queryByText("Invalid time")).toBeNull();
    await act(async () => fireEvent.blur(screen.getByLabelText("Opens at")));
    expect(screen.getByText("Invalid time")).toBeTruthy();
    await type("Opens at", "09:30");
    expect(screen.queryByText("Invalid time")).toBeNull();
  });
});

describe("the numeric range input", () => {
  it("accepts an open bound and shows the field's message for each problem", async () => {
    const onRange = vi.fn();
    render(<RangeHarness onRange={onRange} />);
    await type("Purchase min", "10");
    expect(onRange).toHaveBeenLastCalledWith({ min: 10, max: null });
    await type("Purchase max", "5");
    expect(screen.getByText("Min cannot be more than max")).toBeTruthy();
    expect(onRange).toHaveBeenLastCalledWith(null);
    await type("Purchase max", "12.345");
    expect(screen.getByText("Max 2 decimal places")).toBeTruthy();
  });
});

describe("the grouped picker", () => {
  const groups = [
    { label: "Drinks", options: [{ value: "kopi", label: "Kopi" }, { value: "teh", label: "Teh" }] },
    { label: "Food", options: [{ value: "roti", label: "Roti" }] },
  ];

  it("says 'No {target}' when there is nothing to pick", () => {
    render(<GroupedPicker label="Products" target="product" groups={[{ label: "Drinks", options: [] }]} value={[]} onChange={() => undefined} />);
    expect(screen.getByText("No product")).toBeTruthy();
    cleanup();
    render(<RestaurantChecklist restaurants={[]} value={[]} onChange={() => undefined} />);
    expect(screen.getByText("No restaurant")).toBeTruthy();
  });

  it("picks one value, or several in the options' order with Select all", async () => {
    const single = vi.fn();
    render(<GroupedPicker label="Product" target="product" groups={groups} value={["kopi"]} onChange={single} />);
    await act(async () => fireEvent.click(screen.getByLabelText("Roti")));
    expect(single).toHaveBeenLastCalledWith(["roti"]);
    cleanup();
    const multiple = vi.fn();
    render(<GroupedPicker label="Products" target="product" multiple groups={groups} value={["roti"]} onChange={multiple} />);
    await act(async () => fireEvent.click(screen.getByLabelText("Kopi")));
    expect(multiple).toHaveBeenLastCalledWith(["kopi", "roti"]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Select all" })));
    expect(multiple).toHaveBeenLastCalledWith(["kopi", "teh", "roti"]);
  });
});

describe("the trigger editor", () => {
  const now = () => Temporal.Instant.from("2026-03-10T20:00:00Z"); // Wednesday 11 March in Kuala Lumpur

  it("previews the next run of Anytime, asks for a weekday on Weekly, and hides Birthday for menus", async () => {
    const onChange = vi.fn();
    render(<TriggerEditor label="Trigger" value={null} onChange={onChange} timeZone="Asia/Kuala_Lumpur" now={now} />);
    expect(screen.getByText("Next distribute 12/03/2026")).toBeTruthy();
    const runs = screen.getByRole("list", { name: "Next runs (Asia/Kuala_Lumpur)" });
    expect([...runs.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "12/03/2026 00:00", "13/03/2026 00:00", "14/03/2026 00:00", "15/03/2026 00:00", "16/03/2026 00:00",
    ]);
    await act(async () => fireEvent.click(screen.getByText("Weekly")));
    expect(screen.getByText("select at least one weekday")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByLabelText("Mon")));
    expect(onChange).toHaveBeenLastCalledWith({ ok: true, trigger: { cron: "0 0 * * 1" } });
    expect(screen.getByText("Next distribute 16/03/2026")).toBeTruthy();
    cleanup();
    render(<TriggerEditor label="Trigger" value={null} onChange={onChange} timeZone="Asia/Kuala_Lumpur" allowBirthday={false} now={now} />);
    expect(screen.queryByText("Birthday")).toBeNull();
  });

  it("writes a birthday trigger and says 'Invalid cron expression' for a bad custom one", async () => {
    const onChange = vi.fn();
    render(<TriggerEditor label="Trigger" value={{ birthday: { type: "before", day: 3 } }} onChange={onChange} timeZone="Asia/Kuala_Lumpur" now={now} />);
    expect((screen.getByLabelText("Before day") as HTMLInputElement).value).toBe("3");
    await act(async () => fireEvent.click(screen.getByLabelText("Start of the birthday month")));
    expect(onChange).toHaveBeenLastCalledWith({ ok: true, trigger: { birthday: { type: "startOf", unit: "month" } } });
    await act(async () => fireEvent.click(screen.getByText("Custom")));
    await type("Cron expression", "0 0 * *");
    expect(screen.getByText("Invalid cron expression")).toBeTruthy();
  });
});

describe("the select with create-new", () => {
  it("offers 'Create new {thing}' and selects what was created", async () => {
    const onChange = vi.fn();
    const onCreate = vi.fn(async () => ({ label: "Breakfast", value: "c-3" }));
    const { container } = render(
      <CreatableSelectField label="Category" thing="category" value="c-1" onChange={onChange} onCreate={onCreate}
        options={[{ label: "Drinks", value: "c-1" }, { label: "Food", value: "c-2" }]} />,
    );
    await act(async () => fireEvent.click(container.querySelector(".p-dropdown") as Element));
    await act(async () => fireEvent.click(await screen.findByText("Create new category")));
    expect(onCreate).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith("c-3");
  });
});
