// Whether the window is narrower than the sm breakpoint (spec 2 §9: sm 600): below it the level
// table becomes cards (spec 2 §2 "Mobile shows cards").
import { useSyncExternalStore } from "react";

const SM_BREAKPOINT_PX = 600;
const QUERY = `(max-width: ${SM_BREAKPOINT_PX - 0.02}px)`;

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
};

export const useSmallScreen = (): boolean => useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
