// What the phone input draws for its prefix dropdown until the dropdown's chunk has arrived
// (PrefixDropdown.tsx): the closed dropdown's own markup and classes (its hidden focusable input
// and trigger named 'Country prefix', the label, the trigger's chevron), so the frame is the same
// size and reads the same to assistive technology before and after (no layout shift). Reaching for
// it (pointer over, focus, click, Enter, Space, arrow keys) asks for the dropdown, and a click or
// key asks it to open as it arrives.
import type { PhoneCountryCode } from "../../../domain/shared/phone";
import { callingCodeOf } from "./phonePrefixes";
import { PrefixLabel } from "./PrefixLabel";
import styles from "./PhoneInput.module.css";

export type PrefixWish = "load" | "focus" | "open";

const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

export const PrefixStandIn = ({ prefix, onWish }: { readonly prefix: PhoneCountryCode; readonly onWish: (wish: PrefixWish) => void }) => (
  <div
    className={`${styles.prefixDropdown} p-dropdown p-component p-inputwrapper p-inputwrapper-filled`}
    onPointerEnter={() => onWish("load")}
    onClick={() => onWish("open")}
  >
    <div className="p-hidden-accessible">
      <input
        type="text"
        readOnly
        aria-haspopup="listbox"
        aria-label="Country prefix"
        value={callingCodeOf(prefix) ?? ""}
        onFocus={() => onWish("focus")}
        onKeyDown={(event) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          onWish("open");
        }}
      />
    </div>
    <span className="p-dropdown-label p-inputtext">
      <PrefixLabel country={prefix} />
    </span>
    <div className="p-dropdown-trigger" role="button" aria-haspopup="listbox" aria-label="Country prefix">
      <svg width="14" height="14" viewBox="0 0 14 14" fill="none" className="p-icon p-dropdown-trigger-icon">
        <path
          d="M7.01744 10.398C6.91269 10.3985 6.8089 10.378 6.71215 10.3379C6.61541 10.2977 6.52766 10.2386 6.45405 10.1641L1.13907 4.84913C1.03306 4.69404 0.985221 4.5065 1.00399 4.31958C1.02276 4.13266 1.10693 3.95838 1.24166 3.82747C1.37639 3.69655 1.55301 3.61742 1.74039 3.60402C1.92777 3.59062 2.11386 3.64382 2.26584 3.75424L7.01744 8.47394L11.769 3.75424C11.9189 3.65709 12.097 3.61306 12.2748 3.62921C12.4527 3.64535 12.6199 3.72073 12.7498 3.84328C12.8797 3.96582 12.9647 4.12842 12.9912 4.30502C13.0177 4.48162 12.9841 4.662 12.8958 4.81724L7.58083 10.1322C7.50996 10.2125 7.42344 10.2775 7.32656 10.3232C7.22968 10.3689 7.12449 10.3944 7.01744 10.398Z"
          fill="currentColor"
        />
      </svg>
    </div>
  </div>
);
