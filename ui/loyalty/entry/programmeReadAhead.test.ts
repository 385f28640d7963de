import { describe, expect, it, vi } from "vitest";
import { fakeLoyalty } from "../testing/fakeLoyalty";
import { sampleProgramme } from "../testing/sampleProgramme";
import { READ_AHEAD_KEPT_MS, dropReadsAhead, readProgrammeAhead, readSummaryAhead, takeProgrammeRead, takeSummaryRead } from "./programmeReadAhead";

const SUMMARY = { memberCount: 2, newThisMonth: 1, levels: [], newMembersByMonth: [] };

describe("the programme read started ahead of the loyalty area", () => {
  it("is taken once by its business; the next take reads afresh", async () => {
    const getProgramme = vi.fn(async () => sampleProgramme());
    const loyalty = fakeLoyalty({ getProgramme });
    readProgrammeAhead(loyalty, "b1");
    expect(getProgramme).toHaveBeenCalledTimes(1);
    await expect(takeProgrammeRead(loyalty, "b2")).resolves.toEqual(sampleProgramme());
    expect(getProgramme).toHaveBeenCalledTimes(2);
    await expect(takeProgrammeRead(loyalty, "b1")).resolves.toEqual(sampleProgramme());
    expect(getProgramme).toHaveBeenCalledTimes(2);
    await takeProgrammeRead(loyalty, "b1");
    expect(getProgramme).toHaveBeenCalledTimes(3);
  });

  it("keeps reads of different ports apart", async () => {
    const first = fakeLoyalty({ getProgramme: vi.fn(async () => sampleProgramme({ name: "First" })) });
    const second = fakeLoyalty({ getProgramme: vi.fn(async () => sampleProgramme({ name: "Second" })) });
    readProgrammeAhead(first, "b1");
    await expect(takeProgrammeRead(second, "b1")).resolves.toMatchObject({ name: "Second" });
    await expect(takeProgrammeRead(first, "b1")).resolves.toMatchObject({ name: "First" });
  });

  it("hands its failure to whoever takes it, and a failure never taken stays silent", async () => {
    const loyalty = fakeLoyalty({ getProgramme: vi.fn(async () => Promise.reject(new Error("Forbidden"))) });
    readProgrammeAhead(loyalty, "b1");
    await expect(takeProgrammeRead(loyalty, "b1")).rejects.toThrow("Forbidden");
    readProgrammeAhead(loyalty, "b2");
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it("is dropped once older than the time kept: a later visit reads afresh", async () => {
    const getProgramme = vi.fn(async () => sampleProgramme());
    const loyalty = fakeLoyalty({ getProgramme });
    readProgrammeAhead(loyalty, "b1", 1_000);
    await expect(takeProgrammeRead(loyalty, "b1", 1_000 + READ_AHEAD_KEPT_MS)).resolves.toEqual(sampleProgramme());
    expect(getProgramme).toHaveBeenCalledTimes(1);
    readProgrammeAhead(loyalty, "b1", 10_000);
    await takeProgrammeRead(loyalty, "b1", 10_001 + READ_AHEAD_KEPT_MS);
    expect(getProgramme).toHaveBeenCalledTimes(3);
  });

  it("is dropped when its visit is over (the gate left for the portal)", async () => {
    const getProgramme = vi.fn(async () => sampleProgramme());
    const summary = vi.fn(async () => SUMMARY);
    const loyalty = fakeLoyalty({ getProgramme, summary });
    readProgrammeAhead(loyalty, "b1");
    readSummaryAhead(loyalty, "b1");
    dropReadsAhead(loyalty, "b1");
    await takeProgrammeRead(loyalty, "b1");
    await takeSummaryRead(loyalty, "b1");
    expect(getProgramme).toHaveBeenCalledTimes(2);
    expect(summary).toHaveBeenCalledTimes(2);
  });

  it("keeps the summary's read apart from the programme's, each taken once", async () => {
    const getProgramme = vi.fn(async () => sampleProgramme());
    const summary = vi.fn(async () => SUMMARY);
    const loyalty = fakeLoyalty({ getProgramme, summary });
    readSummaryAhead(loyalty, "b1");
    await expect(takeProgrammeRead(loyalty, "b1")).resolves.toEqual(sampleProgramme());
    await expect(takeSummaryRead(loyalty, "b1")).resolves.toEqual(SUMMARY);
    expect(summary).toHaveBeenCalledTimes(1);
    await takeSummaryRead(loyalty, "b1");
    expect(summary).toHaveBeenCalledTimes(2);
  });
});
