// What an auth flow tells the user: a red notice for a failed call (spec 1 §8: "errors from
// login, social sign-in and OTP appear as a red notice with the error's message") or a green one
// for success, and the per-field messages of a rejected submit. Decisions where the spec is
// silent: an actor failure that carries no string message shows the generic 'Action failed'.

export type Notice = { readonly tone: "error" | "success"; readonly message: string };

export const ACTION_FAILED = "Action failed";

/** The message of whatever an actor rejected with: an Error, a string, or `{ message }` data. */
export const messageOf = (error: unknown): string => {
  if (typeof error === "string" && error.length > 0) return error;
  if (typeof error === "object" && error !== null && "message" in error) {
    const { message } = error;
    if (typeof message === "string" && message.length > 0) return message;
  }
  return ACTION_FAILED;
};

export const errorNotice = (error: unknown): Notice => ({ tone: "error", message: messageOf(error) });

/** Params for a `showFailure` action or an error guard, from an actor's error event. */
export const failureParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const successNotice = (message: string): Notice => ({ tone: "success", message });

/** One message per field that failed its rule; a field without a message is valid. */
export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

/** Keeps the fields whose rule answered a message (rules answer `string | null`). */
export const fieldErrorsOf = <TField extends string>(
  results: Record<TField, string | null>,
): FieldErrors<TField> => {
  const errors: FieldErrors<TField> = {};
  for (const field of Object.keys(results) as TField[]) {
    const message = results[field];
    if (message !== null) errors[field] = message;
  }
  return errors;
};

export const hasNoFieldErrors = <TField extends string>(results: Record<TField, string | null>): boolean =>
  Object.values(results).every((message) => message === null);

/** The errors after the user edited `field`: its stale message goes, the others stay. */
export const withoutFieldError = <TField extends string>(
  errors: FieldErrors<TField>,
  field: TField,
): FieldErrors<TField> => {
  const { [field]: _edited, ...rest } = errors;
  return rest as FieldErrors<TField>;
};
