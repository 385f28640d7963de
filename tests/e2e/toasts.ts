// Waiting for a toast as a person reads it. A success toast lives 500 ms (spec 1 §9), so the
// watch starts before the click; an earlier identical toast still leaving would answer for the
// new one (two matches break Playwright's strict mode), so a success first waits for it to go.
// Error toasts stay until closed, so they are matched as they are.
import { expect, type Page } from "@playwright/test";

export const seeToast = async (page: Page, text: string, act: () => Promise<void>, tone: "success" | "error" = "success") => {
  const toasts = page.locator(`.p-toast-message-${tone}`, { hasText: text });
  if (tone === "success") await expect(toasts).toHaveCount(0);
  const shown = toasts.first().waitFor();
  await act();
  await shown;
};

/** Waits for the green toast reading `text` while `act` runs. */
export const seeSuccess = (page: Page, text: string, act: () => Promise<void>) => seeToast(page, text, act);
