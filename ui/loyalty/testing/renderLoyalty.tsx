// Test support: the marketing area's routes (marketing-setting gate, loyalty area and pages) in the
// app's providers with fake ports, under a root frame that indexes them, plus stand-ins for the
// loyalty pages other areas own (member, benefit, reward) and for the business overview, so links
// and redirects to them can be followed. Waits in these tests allow 10 s: lazy chunks and a busy
// machine are slower than testing-library's default second.
// Never used by the app.
import { configure } from "@testing-library/react";
import type { RouteObject } from "react-router";
import { RootFrame } from "../../app/RootFrame";
import { indexRoutes } from "../../app/routeIndex";
import { OWNER_TOKEN } from "../../app/testing/fakeAuth";
import { renderApp, type RenderAppOptions } from "../../app/testing/renderApp";
import { PageLoading } from "../../shell/PageLoading";
import { marketingRoute } from "..";

configure({ asyncUtilTimeout: 10_000 });

const standIn = (name: string, segment: string): RouteObject => ({
  path: `/b/:businessId/marketing/loyalty/${segment}`,
  handle: { name },
  element: <p>{`${segment} page`}</p>,
});

const pages: RouteObject[] = [
  {
    path: "/",
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: "/b/:businessId", handle: { name: "business-overview" }, element: <p>business page</p> },
      // Stand-ins first: on a tie with a real loyalty route of the same address, the first wins.
      standIn("membership-member", "member"), standIn("membership-benefit", "benefit"), standIn("membership-reward", "reward"),
      marketingRoute],
  },
];

export const loyaltyTestRoutes: RouteObject[] = [{ element: <RootFrame routeIndex={indexRoutes(pages)} />, children: pages }];

export const renderLoyalty = (path: string, options: Omit<RenderAppOptions, "routes"> = {}) =>
  renderApp(path, { storedToken: OWNER_TOKEN, ...options, routes: loyaltyTestRoutes });
