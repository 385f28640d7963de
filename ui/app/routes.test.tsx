// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Business, BusinessPort } from "../ports/businessPort";
import { ADMIN_TOKEN, OWNER_TOKEN } from "./testing/fakeAuth";
import { cleanupApp, findText, renderApp, type RenderAppOptions } from "./testing/renderApp";

const profile = (isAgent = false) => async () => ({ id: "b", name: "Mei Ling", phoneNumber: "+60123456789", isAgent });
const businesses = (...ids: string[]): BusinessPort["listMyBusinesses"] =>
  vi.fn(async () => ids.map((id) => ({ ...({} as Business), id, name: `Business ${id}` })));
const owner = (listMyBusinesses: BusinessPort["listMyBusinesses"]): RenderAppOptions => ({
  storedToken: OWNER_TOKEN,
  auth: { currentUser: profile() },
  business: { listMyBusinesses },
});
const unreadable = () => Promise.reject(new Error("Network Error"));

describe("the route table", () => {
  afterEach(() => {
    cleanupApp();
    window.localStorage.clear();
  });

  it("sends a visitor without a session from '/' to the login page, under the sandbox banner", async () => {
    const { router } = renderApp("/");
    expect(await findText("Sign in with your phone number and password.")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/auth/login");
    expect(screen.getByText("Sandbox site, internal and partner use only")).toBeTruthy();
  });

  it("lands an owner on their first business's overview", async () => {
    const { router } = renderApp("/", owner(businesses("b1", "b2")));
    await waitFor(() => expect(router.state.location.pathname).toBe("/b/b1"), { timeout: 10_000 });
  });

  it("lands an owner on the business they last chose, while they still hold it", async () => {
    window.localStorage.setItem("business-choice:00000000000000000000000b", "b2");
    const { router } = renderApp("/", owner(businesses("b1", "b2")));
    await waitFor(() => expect(router.state.location.pathname).toBe("/b/b2"), { timeout: 10_000 });
  });

  it("lands an owner without a business on create-business", async () => {
    const { router } = renderApp("/", owner(businesses()));
    await waitFor(() => expect(router.state.location.pathname).toBe("/create-business"), { timeout: 10_000 });
  });

  it("lands admin, staff and agent users on the business list", async () => {
    const listMyBusinesses = businesses();
    const admin = renderApp("/", { storedToken: ADMIN_TOKEN, auth: { currentUser: profile() }, business: { listMyBusinesses } });
    await waitFor(() => expect(admin.router.state.location.pathname).toBe("/businesses"), { timeout: 10_000 });
    cleanupApp();

    const agent = renderApp("/", { storedToken: OWNER_TOKEN, auth: { currentUser: profile(true) }, business: { listMyBusinesses } });
    await waitFor(() => expect(agent.router.state.location.pathname).toBe("/businesses"), { timeout: 10_000 });
  });

  it("keeps the home page, with the service status, when the businesses cannot be read", async () => {
    renderApp("/", owner(unreadable));
    expect(await findText("Service online")).toBeTruthy();
    expect(await findText("Network Error")).toBeTruthy();
  });

  it("sends a signed-in user away from the login page to '/'", async () => {
    const { router } = renderApp("/auth/login", owner(unreadable));
    expect(await findText("Service online")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows the not-found page for an unknown path, whose Go back leads home", async () => {
    const { router } = renderApp("/no/such/page", owner(unreadable));
    expect(await findText("Sorry, nothing here...(404)")).toBeTruthy();
    expect(screen.getByText("Sandbox site, internal and partner use only")).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Go back" })));

    expect(router.state.location.pathname).toBe("/");
    expect(await findText("Service online")).toBeTruthy();
  });

  it("keeps a supported country from the query and drops the parameter", async () => {
    const { router } = renderApp("/auth/login?country=SG");
    expect(await findText("Sign in with your phone number and password.")).toBeTruthy();
    expect(window.localStorage.getItem("country")).toBe("SG");
    expect(router.state.location.search).toBe("");
  });

  it("refuses an unsupported country from the query, keeping the country already chosen", async () => {
    window.localStorage.setItem("country", "ID");
    const { router } = renderApp("/auth/login?country=XX");
    expect(await findText("Sign in with your phone number and password.")).toBeTruthy();
    expect(window.localStorage.getItem("country")).toBe("ID");
    expect(router.state.location.search).toBe("");
  });
});
