// PrimeReact's markup put right for assistive technology, once for every instance (the global
// pass-through of PrimeReactProvider), where PrimeReact 10.9 draws a second control that a screen
// reader meets but cannot use or name (axe: aria-command-name, select-name, nested-interactive):
// - Dropdown: the arrow beside the field is a nameless role="button" (a mouse target only: the
//   field itself opens the list from the keyboard) and a hidden native <select>, kept for form
//   posting, is exposed without a label. Both are hidden from assistive technology; the field
//   (a combobox named by its label) is what it reads. A disabled dropdown says so on its frame
//   (aria-disabled), as a disabled native field does, since its dimmed text is the frame's.
//   The frame, a plain div, also loses the aria-activedescendant PrimeReact sets on it while
//   focused (not allowed on a div: axe aria-allowed-attr; the combobox inside is what is read).
// - InputSwitch: the frame is role="checkbox" around the real switch input; the frame loses the
//   role, the input (role="switch", named by its label) stays.
// - Tree: each node's fold arrow is a nameless button outside the Tab order; the node itself
//   (a treeitem) folds and unfolds with the arrow keys, so the arrow is hidden from assistive technology.
import type { PrimeReactPTOptions } from "primereact/api";

export const ACCESSIBLE_PASS_THROUGH: PrimeReactPTOptions = {
  dropdown: {
    root: ({ props }: { readonly props: { readonly disabled?: boolean } }) => ({
      "aria-activedescendant": undefined,
      ...(props.disabled === true ? { "aria-disabled": true } : {}),
    }),
    trigger: { role: undefined, "aria-hidden": true, "aria-haspopup": undefined, "aria-expanded": undefined, "aria-label": undefined },
    select: { "aria-hidden": true },
  },
  inputswitch: { root: { role: undefined, "aria-checked": undefined } },
  tree: { toggler: { "aria-hidden": true } },
} as PrimeReactPTOptions;
