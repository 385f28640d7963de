// Owns: how a laid-out diagram sits in its scrolling panel: the zoom it opens at, the zoom steps,
// which box is the current state's, and the scroll that brings that box into view.
// Decisions:
// - A diagram opens fitted to the panel's width when that keeps text at MIN_READABLE_ZOOM or
//   more, else at actual size (the panel scrolls); it is never enlarged past actual size.
// - The box to reveal is the current state's innermost box (in a parallel state, the first
//   region's); a box already fully in view does not move the panel, one out of view is centred.
import type { DiagramBox } from "./diagramLayout";

export const MIN_READABLE_ZOOM = 0.8;
const ZOOM_STEPS: ReadonlyArray<number> = [0.4, 0.5, 0.65, 0.8, 1, 1.25, 1.5, 2];

export interface Viewport {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export const fitZoom = (contentWidth: number, frameWidth: number): number =>
  contentWidth <= 0 ? 1 : Math.min(1, frameWidth / contentWidth);

export const openingZoom = (contentWidth: number, frameWidth: number): number => {
  const fit = fitZoom(contentWidth, frameWidth);
  return fit >= MIN_READABLE_ZOOM ? fit : 1;
};

export const zoomIn = (zoom: number): number => ZOOM_STEPS.find((step) => step > zoom + 1e-9) ?? zoom;

export const zoomOut = (zoom: number): number => [...ZOOM_STEPS].reverse().find((step) => step < zoom - 1e-9) ?? zoom;

const isLeaf = (box: DiagramBox) => box.kind === "atomic" || box.kind === "final";

/** The current state's innermost box: the deepest active leaf, the first in layout order. */
export const focusBox = (boxes: ReadonlyArray<DiagramBox>, activeIds: ReadonlySet<string>): DiagramBox | undefined =>
  boxes
    .filter((box) => isLeaf(box) && activeIds.has(box.id))
    .reduce<DiagramBox | undefined>((deepest, box) => (deepest === undefined || box.depth > deepest.depth ? box : deepest), undefined);

/** Where to scroll so the box is in view at this zoom, or null when it already is. */
export const revealScroll = (box: DiagramBox, zoom: number, view: Viewport): { left: number; top: number } | null => {
  const [x, y, width, height] = [box.x * zoom, box.y * zoom, box.width * zoom, box.height * zoom];
  const inView = x >= view.left && y >= view.top && x + width <= view.left + view.width && y + height <= view.top + view.height;
  if (inView) return null;
  return { left: Math.max(0, x + width / 2 - view.width / 2), top: Math.max(0, y + height / 2 - view.height / 2) };
};
