import { describe, expect, it } from "vitest";
import type { DiagramBox } from "./diagramLayout";
import { MIN_READABLE_ZOOM, fitZoom, focusBox, openingZoom, revealScroll, zoomIn, zoomOut } from "./diagramViewport";

const box = (id: string, depth: number, x = 0, y = 0, kind: DiagramBox["kind"] = "atomic"): DiagramBox => ({
  id,
  title: id,
  kind,
  region: false,
  notes: [],
  x,
  y,
  width: 100,
  height: 40,
  depth,
});

describe("zoom", () => {
  it("fits the width without enlarging", () => {
    expect(fitZoom(500, 1000)).toBe(1);
    expect(fitZoom(2000, 1000)).toBe(0.5);
  });

  it("opens fitted while text stays readable, else at actual size", () => {
    expect(openingZoom(1100, 1000)).toBeCloseTo(1000 / 1100);
    expect(openingZoom(1000 / MIN_READABLE_ZOOM + 100, 1000)).toBe(1);
    expect(openingZoom(600, 1000)).toBe(1);
  });

  it("steps in and out between fixed levels, from any zoom", () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.8);
    expect(zoomIn(0.9)).toBe(1);
    expect(zoomOut(0.9)).toBe(0.8);
    expect(zoomIn(2)).toBe(2);
    expect(zoomOut(0.4)).toBe(0.4);
  });
});

describe("focusBox", () => {
  it("is the deepest active state box", () => {
    const boxes = [box("m", 0, 0, 0, "compound"), box("m.a", 1), box("m.b", 1, 0, 0, "compound"), box("m.b.c", 2)];
    expect(focusBox(boxes, new Set(["m", "m.b", "m.b.c"]))?.id).toBe("m.b.c");
    expect(focusBox(boxes, new Set(["m"]))).toBeUndefined();
  });
});

describe("revealScroll", () => {
  const view = { left: 0, top: 0, width: 400, height: 300 };

  it("leaves a box in view alone", () => {
    expect(revealScroll(box("a", 1, 10, 10), 1, view)).toBeNull();
  });

  it("centres a box out of view, at the zoom it is drawn at", () => {
    expect(revealScroll(box("a", 1, 1000, 800), 1, view)).toEqual({ left: 850, top: 670 });
    expect(revealScroll(box("a", 1, 1000, 800), 0.5, view)).toEqual({ left: 325, top: 260 });
  });
});
