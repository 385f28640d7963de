// What the licence orders, delivery companies and settings pages show when the app was composed
// without the provider operations port (ui/ports/ports.ts `providerOps`): the load problem with
// a reload, rather than a page that cannot save.
import { LoadProblem } from "../kit/page/LoadProblem";

export const NO_PROVIDER_OPS = "This page cannot load its data here.";

export const ProviderOpsMissing = () => <LoadProblem message={NO_PROVIDER_OPS} onRetry={() => window.location.reload()} />;
