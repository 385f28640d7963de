// @vitest-environment jsdom
// The restaurant checklist, the time input and the validity scheduler, rendered on their own.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_TIME_PERIOD } from "../../../domain/shared/timeOfDay";
import { ALL_RESTAURANTS, RestaurantChecklist } from "./RestaurantChecklist";
import { TimeField } from "../inputs/TimeField";
import { type ValidityValue, ValidityScheduler } from "./ValidityScheduler";

const RESTAURANTS = [
  { id: "r1", name: "Bangsar" },
  { id: "r2", name: "Ampang" },
];

const Checklist = ({ onValue }: { readonly onValue: (value: ReadonlyArray<string>) => void }) => {
  const [value, setValue] = useState<ReadonlyArray<string>>([]);
  return <RestaurantChecklist restaurants={RESTAURANTS} value={value} onChange={(next) => (setValue(next), onValue(next))} />;
};

const Time = ({ initial }: { readonly initial: string }) => {
  const [value, setValue] = useState(initial);
  return <TimeField label="Available from" value={value} onChange={setValue} />;
};

const Scheduler = ({ initial }: { readonly initial: ValidityValue }) => {
  const [value, setValue] = useState(initial);
  return <ValidityScheduler value={value} errors={{ validFor: value.validFor === 0 ? "Min valid for 1 day" : undefined }} onChange={(patch) => setValue({ ...value, ...patch })} />;
};

const checkbox = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe("the restaurant checklist", () => {
  afterEach(cleanup);

  it("ticks 'All restaurants' exactly when no restaurant is picked", () => {
    const seen: Array<ReadonlyArray<string>> = [];
    render(<Checklist onValue={(value) => seen.push(value)} />);
    expect(checkbox(ALL_RESTAURANTS).checked).toBe(true);
    fireEvent.click(checkbox("Ampang"));
    fireEvent.click(checkbox("Bangsar"));
    expect(checkbox(ALL_RESTAURANTS).checked).toBe(false);
    expect(seen.at(-1)).toEqual(["r1", "r2"]);
    fireEvent.click(checkbox(ALL_RESTAURANTS));
    expect(seen.at(-1)).toEqual([]);
    expect(checkbox("Bangsar").checked).toBe(false);
  });
});

describe("the time input", () => {
  afterEach(cleanup);

  it("reads four digits as HH:mm when left", () => {
    render(<Time initial="" />);
    const input = screen.getByLabelText("Available from") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "0930" } });
    fireEvent.blur(input);
    expect(input.value).toBe("09:30");
    expect(screen.queryByText("Invalid time")).toBeNull();
  });

  it("says 'Invalid time' once left with a time that is not 24-hour HH:mm", () => {
    render(<Time initial="" />);
    const input = screen.getByLabelText("Available from");
    fireEvent.change(input, { target: { value: "24:00" } });
    expect(screen.queryByText("Invalid time")).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText("Invalid time")).toBeTruthy();
  });
});

describe("the validity scheduler", () => {
  afterEach(cleanup);

  const DYNAMIC: ValidityValue = { validity: "dynamic", validFor: 30, validSince: null, validUntil: null, timePeriod: DEFAULT_TIME_PERIOD };

  it("switches between N days after claim and a custom period, keeping the time of day", () => {
    render(<Scheduler initial={DYNAMIC} />);
    expect(screen.getByLabelText("Valid for (days)")).toBeTruthy();
    expect((screen.getByLabelText("Available from") as HTMLInputElement).value).toBe("00:00");
    expect((screen.getByLabelText("Available until") as HTMLInputElement).value).toBe("23:59");
    fireEvent.click(screen.getByLabelText("Fixed period"));
    expect(screen.queryByLabelText("Valid for (days)")).toBeNull();
    fireEvent.change(screen.getByLabelText("Valid from"), { target: { value: "2026/12/01" } });
    expect((screen.getByLabelText("Valid from") as HTMLInputElement).value).toBe("2026/12/01");
    expect(screen.getByLabelText("Valid until")).toBeTruthy();
  });

  it("shows the caller's message under its field", () => {
    render(<Scheduler initial={{ ...DYNAMIC, validFor: 0 }} />);
    expect(screen.getByText("Min valid for 1 day")).toBeTruthy();
  });
});
