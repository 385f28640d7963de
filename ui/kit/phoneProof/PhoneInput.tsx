// The phone input with its country prefix dropdown (spec 1 §2): MY +60 or SG +65 beside the
// number. It reports the composed number (phoneNumber.ts) on every keystroke; with `validate`,
// leaving a non-empty field that is not a valid number shows the spec's message under it
// ('Invalid phone no', or 'Invalid country code' for another country's number).
// Decision: the prefix and the typed text are this input's own state, seeded from the number the
// flow already holds (coming back to a step shows what was typed).
// Loaded on first use (issue 14, initial JS): the phone rule (phoneRule.ts) on the first keystroke
// and the prefix dropdown (PrefixDropdown.tsx) then or when the user reaches for the prefix, whose
// stand-in meanwhile has the dropdown's size. Not on focus: the login page focuses the field itself.
// Until the rule is here the input reports the trimmed text (what the rule reports for text it
// cannot read, so no guard accepts it) and, once the rule arrives, the composed number: a form
// that sends it holds its send with `withPhoneRule`, after this input's report, or keeps its
// button disabled until `usePhoneRule` has it. A form whose chunk carries the rule anyway (a
// dialog that checks the number itself) hands it in as `rule`: the input then composes at once,
// and loads its dropdown as it opens.
import { InputText } from "primereact/inputtext";
import { Suspense, lazy, useRef, useState } from "react";
import type { PhoneCountryCode } from "../../../domain/shared/phone";
import { FieldError } from "./FieldError";
import { type PhoneRule, loadedPhoneRule, withPhoneRule } from "./phoneRule";
import { PrefixStandIn, type PrefixWish } from "./PrefixStandIn";
import styles from "./PhoneInput.module.css";

const PrefixDropdown = lazy(async () => ({ default: (await import("./PrefixDropdown")).PrefixDropdown }));

export interface PhoneInputProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (phoneNumber: string) => void;
  readonly validate?: boolean;
  readonly autoFocus?: boolean;
  readonly error?: string | undefined;
  /** The phone rule, when the form's own chunk carries it. */
  readonly rule?: PhoneRule;
}

/** The prefix and text to show for a number the flow holds; before the rule has loaded (a form's
 * first frame), the number as it is, beside MY. */
const splitHeld = (value: string, rule: PhoneRule | null): { readonly prefix: PhoneCountryCode; readonly text: string } =>
  rule?.splitPhone(value) ?? { prefix: "MY", text: value };

const WISH_RANK: Record<PrefixWish, number> = { load: 0, focus: 1, open: 2 };

export const PhoneInput = ({ id, value, onChange, validate = false, autoFocus = false, error, rule: given }: PhoneInputProps) => {
  const [initial] = useState(() => splitHeld(value, given ?? loadedPhoneRule()));
  const [prefix, setPrefix] = useState<PhoneCountryCode>(initial.prefix);
  const [text, setText] = useState(initial.text);
  const [problem, setProblem] = useState<string | null>(null);
  const [prefixWish, setPrefixWish] = useState<PrefixWish | null>(given === undefined ? null : "load");
  // What the user typed last, for the report made when the rule arrives.
  const typed = useRef({ text: initial.text, prefix: initial.prefix });
  const report = useRef(onChange);
  report.current = onChange;

  const wish = (next: PrefixWish) => setPrefixWish((current) => (current !== null && WISH_RANK[current] >= WISH_RANK[next] ? current : next));
  const change = (nextText: string, nextPrefix: PhoneCountryCode) => {
    setText(nextText);
    setPrefix(nextPrefix);
    setProblem(null);
    wish("load");
    typed.current = { text: nextText, prefix: nextPrefix };
    const rule = given ?? loadedPhoneRule();
    if (rule !== null) return onChange(rule.composePhone(nextText, nextPrefix));
    onChange(nextText.trim());
    withPhoneRule((arrived) => report.current(arrived.composePhone(typed.current.text, typed.current.prefix)));
  };
  const message = error ?? problem ?? undefined;
  return (
    <>
      <div className={styles.field}>
        {prefixWish === null ? (
          <PrefixStandIn prefix={prefix} onWish={wish} />
        ) : (
          <Suspense fallback={<PrefixStandIn prefix={prefix} onWish={wish} />}>
            <PrefixDropdown prefix={prefix} onChange={(next) => change(text, next)} takeOver={prefixWish === "load" ? null : prefixWish} />
          </Suspense>
        )}
        <InputText
          id={id}
          value={text}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          autoFocus={autoFocus}
          invalid={message !== undefined}
          onChange={(event) => change(event.target.value, prefix)}
          onBlur={() => {
            if (!validate || text.trim() === "") return;
            const left = typed.current;
            if (given !== undefined) return setProblem(given.phoneProblem(left.text, left.prefix));
            withPhoneRule((rule) => {
              if (typed.current === left) setProblem(rule.phoneProblem(left.text, left.prefix));
            });
          }}
          className={styles.number}
        />
      </div>
      <FieldError message={message} />
    </>
  );
};
