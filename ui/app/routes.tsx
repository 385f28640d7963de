// The route table (spec 1 §2): every area's routes under the shared layout; each page is a lazy
// chunk, with a spinner while the first one loads. The catch-all is the not-found page.
// Exported as data so tests can mount it in a memory router.
import type { RouteObject } from "react-router";
import { homeRoute } from "../home";
import { notFoundRoute } from "../shell";
import { PageLoading } from "../shell/PageLoading";
import { Layout } from "./Layout";

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    hydrateFallbackElement: <PageLoading />,
    children: [homeRoute, notFoundRoute],
  },
];
