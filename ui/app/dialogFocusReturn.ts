// Owns: giving the focus back to what opened a dialog once the dialog is gone, for every dialog of
// the app at once. PrimeReact's Dialog moves the focus into itself when it opens, but most of our
// dialogs are unmounted to close them, and the focus then falls to the page's top: a keyboard user
// starts again from the first link. Decision: the opener is the element that held the focus when
// it first entered a dialog (role dialog or alertdialog); when the dialog leaves the page and the
// focus has nowhere to be (the body), the opener gets it back if it is still on the page.
const DIALOG = '[role="dialog"], [role="alertdialog"]';

export const returnFocusFromDialogs = (doc: Document): (() => void) => {
  const openers = new Map<Element, HTMLElement>();
  const onFocusIn = (event: FocusEvent) => {
    const dialog = event.target instanceof Element ? event.target.closest(DIALOG) : null;
    const from = event.relatedTarget;
    if (dialog === null || openers.has(dialog) || !(from instanceof HTMLElement) || from.closest(DIALOG) === dialog) return;
    openers.set(dialog, from);
  };
  const observer = new MutationObserver(() => {
    for (const [dialog, opener] of openers) {
      if (dialog.isConnected) continue;
      openers.delete(dialog);
      const lost = doc.activeElement === null || doc.activeElement === doc.body;
      if (lost && opener.isConnected) opener.focus();
    }
  });
  doc.addEventListener("focusin", onFocusIn);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    doc.removeEventListener("focusin", onFocusIn);
    observer.disconnect();
  };
};
