// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleProgramme } from "../testing/sampleProgramme";
import { MemberCharts } from "./MemberCharts";

const SUMMARY = {
  memberCount: 12,
  newThisMonth: 3,
  levels: [{ level: 0, memberCount: 7 }, { level: 6, memberCount: 4 }],
  newMembersByMonth: [{ month: "2026-11", count: 3 }],
};

/** An IntersectionObserver the test drives: `show()` tells every observer its element is near. */
const stubObserver = () => {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return { show: () => callbacks.forEach((callback) => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)) };
};

describe("the overview's member charts", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("keeps each chart's named place until it comes on screen, then draws it", async () => {
    const observer = stubObserver();
    const { container } = render(<MemberCharts summary={SUMMARY} setting={sampleProgramme().tier} />);
    expect(screen.getByRole("img", { name: "11 members over 2 levels" })).toBeTruthy();
    expect(container.querySelector("canvas")).toBeNull();

    await act(async () => observer.show());

    expect(container.querySelectorAll("canvas")).toHaveLength(2);
  });
});
