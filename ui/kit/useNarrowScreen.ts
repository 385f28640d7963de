// Whether the window is narrower than the md breakpoint (spec 1 §9: md 1025): below it the
// navigation drawer collapses into a slide-in panel (spec 1 §2).
import { useSyncExternalStore } from "react";

const MD_BREAKPOINT_PX = 1025;
const QUERY = `(max-width: ${MD_BREAKPOINT_PX - 0.02}px)`;

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
};

export const useNarrowScreen = (): boolean =>
  useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
