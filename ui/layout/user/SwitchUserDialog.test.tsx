// @vitest-environment jsdom
// The Switch user dialog while the phone rule it loads (phoneRule.ts) is still on its way: the
// rule's module is held back here until the test lets it arrive.
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { RouteObject } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignedInOnly } from "../../app/guards";
import { RootFrame } from "../../app/RootFrame";
import { indexRoutes } from "../../app/routeIndex";
import { ADMIN_TOKEN, DEBUG_TOKEN, fakeAuth } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import { AppLayout } from "../AppLayout";

const rule = vi.hoisted(() => {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock("../../kit/phoneProof/phoneNumber", async (importOriginal) => {
  await rule.arrived;
  return importOriginal();
});

const pages: RouteObject[] = [
  {
    element: <SignedInOnly />,
    children: [{ element: <AppLayout />, children: [{ index: true, element: <p>Home page</p> }] }],
  },
];
const routes: RouteObject[] = [{ element: <RootFrame routeIndex={indexRoutes(pages)} />, children: pages }];

const switchButton = () => screen.getByRole("button", { name: "Switch" }) as HTMLButtonElement;

describe("the Switch user dialog before the phone rule has arrived", () => {
  afterEach(cleanupApp);

  it("keeps Switch disabled, then switches to the valid number typed meanwhile without refusing it", async () => {
    const switchUser = vi.fn(async () => fakeAuth().grantOf(DEBUG_TOKEN)!);
    renderApp("/", { routes, storedToken: ADMIN_TOKEN, auth: { currentUser: async () => ({ id: "u", name: "Ops Admin", phoneNumber: "+60123456789", isAgent: false }), switchUser } });
    await findText("Home page");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /Ops Admin/ })));
    await act(async () => fireEvent.click(screen.getByRole("menuitem", { name: "Switch user", hidden: true })));

    fireEvent.change(await screen.findByLabelText("Phone"), { target: { value: "012-345 6789" } });
    expect(switchButton().disabled).toBe(true);
    await act(async () => fireEvent.submit(screen.getByLabelText("Phone").closest("form")!));
    expect(switchUser).not.toHaveBeenCalled();
    expect(screen.queryByText("invalid phone number")).toBeNull();

    rule.arrive();

    await waitFor(() => expect(switchUser).toHaveBeenCalledWith({ accessToken: ADMIN_TOKEN, phoneNumber: "+60123456789" }));
    expect(screen.queryByText("invalid phone number")).toBeNull();
  });
});
