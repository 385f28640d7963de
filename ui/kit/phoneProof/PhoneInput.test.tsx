// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PhoneInput } from "./PhoneInput";
import { loadedPhoneRule } from "./phoneRule";

const input = () => screen.getByLabelText("Phone") as HTMLInputElement;

const renderInput = (onChange: (phone: string) => void, validate = false) =>
  render(
    <>
      <label htmlFor="phone">Phone</label>
      <PhoneInput id="phone" value="" onChange={onChange} validate={validate} />
    </>,
  );

describe("the phone input, whose rule and prefix dropdown load on first use", () => {
  afterEach(cleanup);

  // First in the file: neither the rule nor the dropdown has loaded yet.
  it("draws the prefix as a stand-in, then reports the typed text and, once the rule is here, the composed number", async () => {
    expect(loadedPhoneRule()).toBeNull();
    const onChange = vi.fn();
    const { container } = renderInput(onChange);
    const standIn = screen.getByRole("button", { name: "Country prefix" }).closest(".p-dropdown");
    expect(standIn?.textContent).toBe("+60");
    expect((screen.getByRole("textbox", { name: "Country prefix" }) as HTMLInputElement).value).toBe("+60");
    expect(container.querySelector("[data-pc-name='dropdown']")).toBeNull();

    fireEvent.change(input(), { target: { value: "012-345 6789 " } });
    expect(onChange).toHaveBeenLastCalledWith("012-345 6789");

    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("+60123456789"));
    await waitFor(() => expect(container.querySelector("[data-pc-name='dropdown']")).not.toBeNull());
    expect(container.querySelectorAll(".p-dropdown")).toHaveLength(1);
  });

  it("opens the dropdown a click on its stand-in asked for, and composes with the prefix picked", async () => {
    const onChange = vi.fn();
    renderInput(onChange);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Country prefix" })));
    await act(async () => fireEvent.click(await screen.findByRole("option", { name: "+65" })));
    fireEvent.change(input(), { target: { value: "9123 4567" } });
    expect(onChange).toHaveBeenLastCalledWith("+6591234567");
  });

  it("names the problem of a number left invalid", async () => {
    renderInput(() => undefined, true);
    fireEvent.change(input(), { target: { value: "0123" } });
    fireEvent.blur(input());
    expect(await screen.findByText("Invalid phone no")).toBeTruthy();
  });
});
