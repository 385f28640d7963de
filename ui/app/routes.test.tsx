// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PortsProvider } from "../ports/PortsProvider";
import type { Ports } from "../ports/ports";
import { routes } from "./routes";

const mount = (path: string, ports: Ports) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <PortsProvider ports={ports}>
      <RouterProvider router={router} />
    </PortsProvider>,
  );
  return router;
};

// Lazy route chunks load on first use; a busy machine needs more than the default second.
const findText = (text: string) => screen.findByText(text, {}, { timeout: 10_000 });

const online: Ports = { api: { health: async () => ({ status: "ok" }) } };

describe("the route table", () => {
  afterEach(cleanup);

  it("shows the sandbox banner and the service status on the home page", async () => {
    mount("/", online);
    expect(await findText("Service online")).toBeTruthy();
    expect(screen.getByText("Sandbox site, internal and partner use only")).toBeTruthy();
  });

  it("says so when the API does not answer", async () => {
    mount("/", { api: { health: () => Promise.reject(new Error("offline")) } });
    expect(await findText("Service unavailable")).toBeTruthy();
  });

  it("shows the not-found page for an unknown path, whose Go back leads home", async () => {
    const router = mount("/no/such/page", online);
    expect(await findText("Sorry, nothing here...(404)")).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Go back" })));

    expect(router.state.location.pathname).toBe("/");
    expect(await findText("Service online")).toBeTruthy();
  });
});
