// Test support: the marketing area's routes (marketing-setting gate, loyalty area and pages) in the
// app's providers with fake ports, under a root frame that indexes them, plus stand-ins for the
// loyalty pages other areas own (member, benefit) and for the business overview, so links
// and redirects to them can be followed. Waits in these tests allow 10 s: lazy chunks and a busy
// machine are slower than testing-library's default second.
// Signed in as the owner of b1, whose permission record the fake marketing port answers.
// Never used by the app.
import { configure } from "@testing-library/react";
import type { RouteObject } from "react-router";
import type { PermissionRecord } from "../../../domain/auth/permissions";
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
      standIn("membership-member", "member"), standIn("membership-benefit", "benefit"),
      marketingRoute],
  },
];

export const loyaltyTestRoutes: RouteObject[] = [{ element: <RootFrame routeIndex={indexRoutes(pages)} />, children: pages }];

/** The signed-in owner's permission record in business b1 (the loyalty area needs manage on Membership). */
export const OWNER_RECORD: PermissionRecord = { level: 1, userId: "00000000000000000000000b", businessId: "b1", owner: true, grants: [] };

export const renderLoyalty = (path: string, options: Omit<RenderAppOptions, "routes"> = {}) =>
  renderApp(path, { storedToken: OWNER_TOKEN, ...options, marketing: { permissionIn: async () => OWNER_RECORD, ...options.marketing }, routes: loyaltyTestRoutes });
