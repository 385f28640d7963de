// Owns: a day filter above an admin list (issue 18 item 5: the Orders and Payments dates use the
// app's day input, ui/kit/dates, instead of the browser's native date box): the day typed as
// YYYY/MM/DD with the calendar beside it, named by `label` for screen readers. The list's value
// is an ISO day or null; a text that names no day yet filters nothing.
import { useEffect, useId, useState } from "react";
import { DateInput } from "../../kit/dates/DateInput";
import { isInvalidText, textOfValue, valueOfText } from "../../kit/dates/typedDate";

export const DayFilter = ({ label, value, onChange }: { readonly label: string; readonly value: string | null; readonly onChange: (day: string | null) => void }) => {
  const id = useId();
  const [text, setText] = useState(() => textOfValue(value));
  const [left, setLeft] = useState(false);
  // A value cleared from outside (a reset) replaces what is shown.
  useEffect(() => {
    if (valueOfText(text) !== value) setText(textOfValue(value));
  }, [value]);
  const type = (next: string) => {
    setText(next);
    const day = valueOfText(next);
    if (!isInvalidText(next)) onChange(day);
  };
  return <DateInput id={id} text={text} onText={type} name={label} ariaLabel={label} invalid={left && isInvalidText(text)} onBlur={() => setLeft(true)} />;
};
