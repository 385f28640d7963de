import fc from "fast-check";
import { describe, it } from "vitest";
import { checkBusinessUrl, isReservedUrl } from "./businessUrl";

const alnum = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789");
const inner = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789-");
const validShape = fc
  .tuple(alnum, fc.array(inner, { minLength: 4, maxLength: 40 }), alnum)
  .map(([first, middle, last]) => `${first}${middle.join("")}${last}`);

describe("business URL properties", () => {
  it("every well-shaped slug is accepted unless reserved", () => {
    fc.assert(fc.property(validShape, (slug) => checkBusinessUrl(slug) === (isReservedUrl(slug) ? "Reserved URL" : null)));
  });

  it("any upper-case letter makes a slug invalid", () => {
    fc.assert(fc.property(validShape, fc.nat(), (slug, at) => {
      const i = at % slug.length;
      const changed = slug.slice(0, i) + "X" + slug.slice(i + 1);
      return checkBusinessUrl(changed) === "Invalid URL, should be more than 6 characters";
    }));
  });

  it("anything shorter than 6 characters is invalid", () => {
    fc.assert(fc.property(fc.string({ maxLength: 5 }), (slug) => checkBusinessUrl(slug) === "Invalid URL, should be more than 6 characters"));
  });
});
