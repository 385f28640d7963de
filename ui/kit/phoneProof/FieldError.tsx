// A form field's rule message in red under the field (spec 1 §5 messages); nothing when valid.
export const FieldError = ({ message }: { readonly message?: string | undefined }) =>
  message === undefined ? null : (
    <small className="p-error" role="alert" style={{ display: "block", marginTop: "0.375rem" }}>
      {message}
    </small>
  );
