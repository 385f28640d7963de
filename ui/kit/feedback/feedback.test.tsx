// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmationProvider, useConfirmation } from "./ConfirmationProvider";
import { ProgressProvider, useProgress, type ProgressOptions } from "./ProgressProvider";
import { ToastProvider } from "./ToastProvider";

let ask: ReturnType<typeof useConfirmation> | null = null;
let run: ReturnType<typeof useProgress> | null = null;
const Capture = () => {
  ask = useConfirmation();
  run = useProgress();
  return null;
};

const mount = () =>
  render(
    <ToastProvider>
      <ProgressProvider>
        <ConfirmationProvider>
          <Capture />
        </ConfirmationProvider>
      </ProgressProvider>
    </ToastProvider>,
  );

const pending = <T,>() => {
  let settle: { resolve: (value: T) => void; reject: (error: Error) => void } | null = null;
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, settle: () => settle! };
};

describe("the confirmation dialog", () => {
  afterEach(cleanup);

  it("asks under the title 'Confirmation' with a red Delete button, and answers the click", async () => {
    mount();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = ask!({ message: "Are you sure to delete Kopi ?", confirmLabel: "Delete" });
    });

    expect(await screen.findByText("Confirmation")).toBeTruthy();
    expect(screen.getByText("Are you sure to delete Kopi ?")).toBeTruthy();
    const remove = screen.getByRole("button", { name: "Delete" });
    expect(remove.className).toContain("p-button-danger");

    await act(async () => fireEvent.click(remove));
    await expect(answer).resolves.toBe(true);
  });

  it("answers false on Cancel", async () => {
    mount();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = ask!({ message: "Are you sure you want to send all?" });
    });
    const cancel = await screen.findByRole("button", { name: "Cancel" });
    await act(async () => fireEvent.click(cancel));
    await expect(answer).resolves.toBe(false);
  });
});

describe("the progress dialog", () => {
  afterEach(cleanup);

  const start = (work: Promise<string>, options: ProgressOptions) => {
    let result: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      result = run!(() => work, options);
    });
    return result;
  };

  it("shows while the work runs and resolves to its result", async () => {
    mount();
    const work = pending<string>();
    const result = start(work.promise, { message: "Exporting members..." });

    expect(await screen.findByText("Exporting members...")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();

    await act(async () => work.settle().resolve("done"));
    await expect(result).resolves.toBe("done");
  });

  it("offers Cancel when asked, which aborts the work's signal", async () => {
    mount();
    const signals: AbortSignal[] = [];
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = run!(
        (signal) => {
          signals.push(signal);
          return new Promise(() => {});
        },
        { cancellable: true },
      );
    });
    expect(await screen.findByText("Please wait...")).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Cancel" })));

    expect(signals[0]?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByText("Please wait...")).toBeNull());
    void result;
  });

  it("on failure shows the custom message as a red toast, logs the error and runs the callback", async () => {
    mount();
    const onError = vi.fn();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const work = pending<string>();
    const result = start(work.promise, { errorMessage: "fail to update", onError });

    await act(async () => work.settle().reject(new Error("Network Error")));

    await expect(result).resolves.toBeUndefined();
    expect(await screen.findByText("fail to update")).toBeTruthy();
    expect(document.querySelector(".p-toast-message-error")).not.toBeNull();
    expect(onError).toHaveBeenCalledWith(new Error("Network Error"));
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
