// The application root: the session started from the composition's ports, the shared providers
// and the router over the route table.
import { RouterProvider, createBrowserRouter } from "react-router";
import { startSession } from "../session/startSession";
import { AppProviders } from "./AppProviders";
import { ports, tokenStore } from "./composition";
import { routes } from "./routes";

const session = startSession(ports.auth, tokenStore);
const router = createBrowserRouter(routes);

export const App = () => (
  <AppProviders ports={ports} session={session}>
    <RouterProvider router={router} />
  </AppProviders>
);
