// The HTTP API's response envelope (ARCHITECTURE §3): a success carries `data`; a failure carries
// the exact user-facing `message`, and a validation failure (400) also lists every broken field.
export interface FieldError {
  readonly path: ReadonlyArray<string | number>;
  readonly message: string;
}

export interface Success<T> {
  readonly data: T;
}

export interface Failure {
  readonly message: string;
  readonly errors?: ReadonlyArray<FieldError>;
}

export const success = <T>(data: T): Success<T> => ({ data });
