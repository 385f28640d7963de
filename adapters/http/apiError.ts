// A failed API call (spec 1 §7): when the response has a string `message` the error carries it
// (the exact text to show), otherwise a generic text; `data` keeps the whole response body
// (for a validation failure, its `errors` list) and `status` the HTTP status.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(ApiError.messageOf(status, data));
    this.name = "ApiError";
  }

  private static messageOf(status: number, data: unknown): string {
    const message = typeof data === "object" && data !== null ? (data as { message?: unknown }).message : undefined;
    return typeof message === "string" ? message : `Request failed with status ${status}`;
  }
}
