import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./apiClient";
import { ApiError } from "./apiError";

const respond = (status: number, body: string) =>
  vi.fn<typeof fetch>(async () => new Response(body, { status, headers: { "content-type": "application/json" } }));

describe("the API client", () => {
  it("sends the bearer token and a JSON body, and unwraps data", async () => {
    const fetch = respond(200, JSON.stringify({ data: { id: "b1" } }));
    const client = createApiClient({ baseUrl: "/api/v2", getToken: () => "t0k3n", fetch });

    await expect(client.request("POST", "/businesses", { name: "Kopi" })).resolves.toEqual({ id: "b1" });

    const [url, init] = fetch.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe("/api/v2/businesses");
    expect(init?.method).toBe("POST");
    expect(headers.get("authorization")).toBe("Bearer t0k3n");
    expect(headers.get("content-type")).toBe("application/json");
    expect(init?.body).toBe(JSON.stringify({ name: "Kopi" }));
  });

  it("sends no Authorization header without a token", async () => {
    const fetch = respond(200, JSON.stringify({ data: { status: "ok" } }));
    await createApiClient({ baseUrl: "/api", fetch }).request("GET", "/health");
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has("authorization")).toBe(false);
  });

  it("throws the server's message, keeping status and body", async () => {
    const body = { message: "Name is required", errors: [{ path: ["name"], message: "Name is required" }] };
    const client = createApiClient({ baseUrl: "/api", fetch: respond(400, JSON.stringify(body)) });

    const error = await client.request("POST", "/x", {}).catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "Name is required", status: 400, data: body });
  });

  it("carries the response data when the failure has no string message", async () => {
    const client = createApiClient({ baseUrl: "/api", fetch: respond(502, "Bad gateway") });
    await expect(client.request("GET", "/health")).rejects.toMatchObject({
      message: "Request failed with status 502",
      status: 502,
      data: "Bad gateway",
    });
  });
});
