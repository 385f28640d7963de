import { describe, expect, it } from "vitest";
import { replaced } from "./fuzzInputs";

describe("replaced", () => {
  it("replaces a nested field without touching the original", () => {
    const body = { codeConfig: { length: 3 } };
    expect(replaced(body, ["codeConfig", "length"], 9)).toEqual({ codeConfig: { length: 9 } });
    expect(body).toEqual({ codeConfig: { length: 3 } });
  });

  // Found by the random-mutation property: codeConfig became [] and its `length` was then set to -5e-324.
  it("leaves the body alone when an earlier mutation turned the parent object into an array", () => {
    expect(replaced({ codeConfig: [] }, ["codeConfig", "length"], -5e-324)).toEqual({ codeConfig: [] });
  });

  it("leaves the body alone when an earlier mutation turned the parent array into an object", () => {
    expect(replaced({ items: { a: 1 } }, ["items", 0], 5)).toEqual({ items: { a: 1 } });
  });

  it("replaces an array item by index", () => {
    expect(replaced({ items: [1, 2] }, ["items", 0], 5)).toEqual({ items: [5, 2] });
  });
});
