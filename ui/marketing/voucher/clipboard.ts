// Owns: copying a text for the marketing screens (spec 3 §8): the browser's clipboard, or the
// spec's alert 'Browser not suport to copy to clipboard' (typo as in the spec) when it has none.
export const CLIPBOARD_MISSING = "Browser not suport to copy to clipboard";

export interface ClipboardWriter {
  readonly writeText: (text: string) => Promise<void>;
}

/** Copies `text`; false (after the alert) when the browser offers no clipboard. */
export const copyText = async (text: string, clipboard: ClipboardWriter | undefined, alert: (message: string) => void): Promise<boolean> => {
  if (clipboard === undefined) {
    alert(CLIPBOARD_MISSING);
    return false;
  }
  await clipboard.writeText(text);
  return true;
};

/** The page's clipboard, if the browser has one. */
export const browserClipboard = (): ClipboardWriter | undefined =>
  typeof navigator !== "undefined" && navigator.clipboard !== undefined ? navigator.clipboard : undefined;
