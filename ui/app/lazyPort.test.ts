import { describe, expect, it, vi } from "vitest";
import { lazyPort } from "./lazyPort";

interface GreetingPort {
  readonly greet: (name: string) => Promise<string>;
  readonly count: () => Promise<number>;
}

const adapter = (): GreetingPort => {
  let calls = 0;
  return {
    greet: async (name) => `Hello ${name}`,
    count: async () => {
      calls += 1;
      return calls;
    },
  };
};

describe("lazyPort", () => {
  it("loads nothing until a method is called, then loads the adapter once", async () => {
    const load = vi.fn(async () => adapter());
    const port = lazyPort<GreetingPort>(load);
    expect(load).not.toHaveBeenCalled();
    await expect(port.greet("Aina")).resolves.toBe("Hello Aina");
    await expect(Promise.all([port.count(), port.count()])).resolves.toEqual([1, 2]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("gives the same function for a method each time (stable for React dependencies)", () => {
    const port = lazyPort<GreetingPort>(async () => adapter());
    expect(port.greet).toBe(port.greet);
  });

  it("tries the load again on the next call after a failed one", async () => {
    const load = vi.fn<() => Promise<GreetingPort>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(adapter());
    const port = lazyPort<GreetingPort>(load);
    await expect(port.greet("Aina")).rejects.toThrow("offline");
    await expect(port.greet("Aina")).resolves.toBe("Hello Aina");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("is not mistaken for a promise, and a method the adapter lacks is refused when called", async () => {
    const port = lazyPort<GreetingPort>(async () => adapter());
    expect((port as unknown as { then?: unknown }).then).toBeUndefined();
    await expect((port as unknown as { wave: () => Promise<void> }).wave()).rejects.toThrow("The port has no method wave");
  });
});
