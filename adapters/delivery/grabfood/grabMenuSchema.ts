// GrabFood's schema of the menu it pulls (`GetMenuNewResponse` in contract/grabfood-openapi.yaml),
// compiled once with the Ajv that openapi-backend bundles: the fake partner checks every menu it
// pulls with it, and the mapping's tests validate every menu they produce.
import { OpenAPIBackend, ValidationContext } from "openapi-backend";
import { GRABFOOD_CONTRACT } from "./fake/grabfoodContract";

export type MenuSchemaCheck = (menu: unknown) => ReadonlyArray<string>;

let compiled: Promise<MenuSchemaCheck> | null = null;

const compile = async (): Promise<MenuSchemaCheck> => {
  // The file writes response keys "4xx", which strict OpenAPI 3.0 refuses: skip the definition check.
  const api = new OpenAPIBackend({ definition: GRABFOOD_CONTRACT, quick: true });
  await api.init();
  const components = (api.definition as { components: Record<string, Record<string, object>> }).components;
  const schema = components.schemas?.GetMenuNewResponse;
  if (schema === undefined) throw new Error("GetMenuNewResponse is missing from the GrabFood contract");
  const validate = api.validator.getAjv(ValidationContext.Response).compile({ ...schema, components });
  return (menu) => (validate(menu) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ""}`.trim()));
};

/** The problems GrabFood's schema finds in `menu` (none: valid). */
export const grabMenuSchema = (): Promise<MenuSchemaCheck> => {
  compiled ??= compile();
  return compiled;
};
