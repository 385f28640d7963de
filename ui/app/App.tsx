// The application root: PrimeReact configuration, the ports every view uses, and the router.
import { PrimeReactProvider } from "primereact/api";
import { RouterProvider, createBrowserRouter } from "react-router";
import { PortsProvider } from "../ports/PortsProvider";
import { ports } from "./composition";
import { routes } from "./routes";

const router = createBrowserRouter(routes);

export const App = () => (
  <PrimeReactProvider value={{ ripple: true }}>
    <PortsProvider ports={ports}>
      <RouterProvider router={router} />
    </PortsProvider>
  </PrimeReactProvider>
);
