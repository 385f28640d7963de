// A value that follows `value` once it has stopped changing for `delayMs` (the search input's
// 500 ms debounce, spec 1 §9).
import { useEffect, useState } from "react";

export const SEARCH_DEBOUNCE_MS = 500;

export const useDebouncedValue = <T,>(value: T, delayMs: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};
