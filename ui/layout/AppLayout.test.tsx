// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { RouteObject } from "react-router";
import type { RoleFlags } from "../../domain/auth/roleFlags";
import type { Business } from "../ports/businessPort";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignedInOnly } from "../app/guards";
import { RootFrame } from "../app/RootFrame";
import { indexRoutes } from "../app/routeIndex";
import { ADMIN_TOKEN, DEBUG_TOKEN, OWNER_TOKEN, fakeAuth } from "../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp, type RenderAppOptions } from "../app/testing/renderApp";
import { AppLayout } from "./AppLayout";

const pages: RouteObject[] = [
  { path: "/auth/login", element: <p>Login page</p> },
  {
    element: <SignedInOnly />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <p>Home page</p> },
          {
            path: "admin/businesses",
            handle: { name: "business-list", section: "admin", nav: { group: "Admin", label: "Business list" }, allow: (flags: RoleFlags) => flags.isAdminOrStaffOrAgent },
            element: <p>Business list page</p>,
          },
          {
            path: "b/:businessId",
            handle: { name: "business-overview", section: "business", nav: { group: "Business", label: "Overview" } },
            element: <p>Overview page</p>,
          },
          {
            path: "b/:businessId/marketing",
            handle: { name: "marketing-overview", section: "marketing", nav: { group: "Marketing", label: "Marketing overview" } },
            element: <p>Marketing page</p>,
          },
        ],
      },
    ],
  },
];
const routes: RouteObject[] = [{ element: <RootFrame routeIndex={indexRoutes(pages)} />, children: pages }];

const grant = (token: string) => fakeAuth().grantOf(token)!;
const profile = (name: string) => async () => ({ id: "u", name, phoneNumber: "+60123456789", isAgent: false });
const asAdmin: RenderAppOptions = { routes, storedToken: ADMIN_TOKEN, auth: { currentUser: profile("Ops Admin") } };
const asOwner: RenderAppOptions = { routes, storedToken: OWNER_TOKEN, auth: { currentUser: profile("Mei Ling") } };

const press = async (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole("button", { name })));
// jsdom cannot measure, so PrimeReact leaves its popup menu `display: none` there.
const menuItem = (name: string) => screen.getByRole("menuitem", { name, hidden: true });
const chooseInUserMenu = async (item: string) => {
  await press(/^User menu/);
  await act(async () => fireEvent.click(menuItem(item).querySelector("a")!));
};

describe("the app layout", () => {
  afterEach(cleanupApp);

  it("shows an admin's own name in the header and the drawer's groups they may use", async () => {
    renderApp("/", asAdmin);
    expect(await findText("Home page")).toBeTruthy();
    expect((await screen.findByTestId("header-title")).textContent).toBe("Ops Admin");
    expect(screen.getByRole("navigation", { name: "Navigation" }).textContent).toContain("Admin");
    expect(screen.queryByText("Overview")).toBeNull();
  });

  it("goes back from the marketing section to the business overview, and from there to the business list", async () => {
    const { router } = renderApp("/b/b1/marketing", asAdmin);
    await findText("Marketing page");

    await press("Back to business");
    expect(router.state.location.pathname).toBe("/b/b1");

    await press("Back to business list");
    expect(router.state.location.pathname).toBe("/admin/businesses");
  });

  it("heads a business owner's pages with the business's name", async () => {
    const getBusiness = vi.fn(async (id: string) => ({ ...({} as Business), id, name: "Kopi Corner" }));
    renderApp("/b/b1", { ...asOwner, business: { getBusiness } });
    await findText("Overview page");
    await waitFor(() => expect(screen.getByTestId("header-title").textContent).toBe("Kopi Corner"));
    expect(getBusiness).toHaveBeenCalledWith("b1");
  });

  it("gives a business owner no business list: no back button to it, and its route sends them home", async () => {
    const { router } = renderApp("/b/b1", asOwner);
    await findText("Overview page");
    expect(screen.queryByRole("button", { name: "Back to business list" })).toBeNull();

    await act(async () => router.navigate("/admin/businesses"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("collapses the drawer below 1025 px: the top bar's button opens it, choosing an entry closes it", async () => {
    const { router } = renderApp("/b/b1", { ...asOwner, width: 800 });
    await findText("Overview page");
    expect(screen.queryByRole("navigation", { name: "Navigation" })).toBeNull();

    await press("Open navigation");
    expect(await findText("Overview")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText("Marketing")));
    await act(async () => fireEvent.click(screen.getByText("Marketing overview")));

    expect(router.state.location.pathname).toBe("/b/b1/marketing");
    await waitFor(() => expect(screen.queryByRole("navigation", { name: "Navigation" })).toBeNull());
  });

  it("hides the header (and the drawer) with showHeader=false", async () => {
    renderApp("/b/b1?showHeader=false", asOwner);
    await findText("Overview page");
    expect(screen.queryByRole("button", { name: /^User menu/ })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Navigation" })).toBeNull();
  });

  it("signs out from the user menu: the server is told, the token is gone, login shows", async () => {
    const signOut = vi.fn(async () => undefined);
    const { router, tokens } = renderApp("/", { ...asOwner, auth: { ...asOwner.auth, signOut } });
    await findText("Home page");
    await press(/^User menu/);
    expect(screen.queryByRole("menuitem", { name: "Switch user", hidden: true })).toBeNull();

    await act(async () => fireEvent.click(menuItem("Sign out").querySelector("a")!));

    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect(signOut).toHaveBeenCalled();
    expect(tokens.read()).toBeNull();
  });

  it("lets an admin switch user by phone and switch back", async () => {
    const switchUser = vi.fn(async () => grant(DEBUG_TOKEN));
    const stopDebug = vi.fn(async () => grant(ADMIN_TOKEN));
    const { router } = renderApp("/admin/businesses", { ...asAdmin, auth: { ...asAdmin.auth, switchUser, stopDebug } });
    await findText("Business list page");

    await chooseInUserMenu("Switch user");
    // Switch waits for the phone rule the dialog loads (SwitchUserDialog.test.tsx).
    await waitFor(() => expect((screen.getByRole("button", { name: "Switch" }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.change(await screen.findByLabelText("Phone"), { target: { value: "0123" } });
    await press("Switch");
    expect(screen.getByText("invalid phone number")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "012-345 6789" } });
    await press("Switch");

    expect(await findText("Switched user")).toBeTruthy();
    expect(switchUser).toHaveBeenCalledWith({ accessToken: ADMIN_TOKEN, phoneNumber: "+60123456789" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));

    await chooseInUserMenu("Switch back");
    await waitFor(() => expect(screen.queryByText("Switched user")).toBeNull());
    expect(stopDebug).toHaveBeenCalledWith({ accessToken: DEBUG_TOKEN });
  });
});
