import { describe, expect, it } from "vitest";
import { csvOf } from "./csv";

describe("CSV text", () => {
  it("quotes fields with commas, quotes or line breaks, and keeps formulas from running", () => {
    expect(csvOf(["A", "B"], [{ A: 'say "hi", ok', B: 3 }, { A: "=SUM(1)", B: -2 }, { A: "two\nlines", B: "" }])).toBe(
      'A,B\r\n"say ""hi"", ok",3\r\n\'=SUM(1),-2\r\n"two\nlines",\r\n',
    );
  });

  it("writes a phone as text a spreadsheet shows as it is, with no quote mark before it", () => {
    expect(csvOf(["Phone", "Remark"], [{ Phone: "+60123330111", Remark: "+5 free" }])).toBe(`Phone,Remark\r\n"=""+60123330111""",'+5 free\r\n`);
  });
});
