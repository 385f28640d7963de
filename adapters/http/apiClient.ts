// The HTTP client behind the UI's API port: JSON in and out (or a file's bytes in, for an
// upload), the bearer token when a session has one, the `data` field unwrapped from a success,
// an ApiError from a failure.
import { ApiError } from "./apiError";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiClientOptions {
  /** Prefix of every path, e.g. "/api". */
  readonly baseUrl: string;
  /** The current access token; no token means no Authorization header. */
  readonly getToken?: () => string | undefined;
  readonly fetch?: typeof globalThis.fetch;
}

export interface ApiClient {
  readonly request: <T>(method: HttpMethod, path: string, body?: unknown) => Promise<T>;
  /** Sends `bytes` as they are, typed `contentType` (a file upload); the answer as `request`'s. */
  readonly upload: <T>(method: HttpMethod, path: string, bytes: Blob, contentType: string) => Promise<T>;
}

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const call = async <T>(method: HttpMethod, path: string, body?: { readonly type: string; readonly content: BodyInit }): Promise<T> => {
    const headers = new Headers({ accept: "application/json" });
    const token = options.getToken?.();
    if (token) headers.set("authorization", `Bearer ${token}`);
    if (body !== undefined) headers.set("content-type", body.type);
    const response = await send(`${options.baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: body.content }),
    });
    const payload = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, payload);
    return (payload as { data: T }).data;
  };
  return {
    request: <T>(method: HttpMethod, path: string, body?: unknown): Promise<T> =>
      call<T>(method, path, body === undefined ? undefined : { type: "application/json", content: JSON.stringify(body) }),
    upload: <T>(method: HttpMethod, path: string, bytes: Blob, contentType: string): Promise<T> =>
      call<T>(method, path, { type: contentType, content: bytes }),
  };
};
