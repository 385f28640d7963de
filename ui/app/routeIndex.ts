// Every route of the table by its full path and handle, so the shell can link by route name
// (`pathTo("business-overview", { businessId })`) and list the drawer's entries. Built once from
// the route table; an index route takes its parent's path.
// Decision: a name whose path needs a parameter the caller does not have resolves to null (the
// back button or drawer entry is then not shown) rather than throwing.
import { createContext, use } from "react";
import { generatePath, type RouteObject } from "react-router";
import { handleOf, type RouteHandle } from "./routeHandle";

export interface IndexedRoute {
  readonly path: string;
  readonly handle: RouteHandle;
}

export type RouteParams = Readonly<Record<string, string | undefined>>;

const join = (parent: string, path: string | undefined): string => {
  if (path === undefined) return parent;
  if (path.startsWith("/")) return path;
  return `${parent.replace(/\/$/, "")}/${path}`;
};

export const indexRoutes = (routes: ReadonlyArray<RouteObject>, parent = "/"): IndexedRoute[] =>
  routes.flatMap((route) => {
    const path = join(parent, route.path);
    const own: IndexedRoute[] = route.path === undefined && !route.index ? [] : [{ path, handle: handleOf(route) }];
    return [...own, ...indexRoutes(route.children ?? [], path)];
  });

const paramsOf = (path: string): string[] =>
  path.split("/").flatMap((segment) => (segment.startsWith(":") ? [segment.slice(1).replace(/\?$/, "")] : []));

/** The URL of an indexed route with these params, or null when a parameter is missing. */
export const pathOf = (route: IndexedRoute, params: RouteParams): string | null => {
  const required = paramsOf(route.path).filter((name) => !route.path.includes(`:${name}?`));
  if (required.some((name) => params[name] === undefined)) return null;
  return generatePath(route.path, params);
};

export const pathTo = (index: ReadonlyArray<IndexedRoute>, name: string, params: RouteParams = {}): string | null => {
  const route = index.find(({ handle }) => handle.name === name);
  return route === undefined ? null : pathOf(route, params);
};

const RouteIndexContext = createContext<ReadonlyArray<IndexedRoute>>([]);
export const RouteIndexProvider = RouteIndexContext;

export const useRouteIndex = (): ReadonlyArray<IndexedRoute> => use(RouteIndexContext);
