// GrabFood's schemas of its order webhooks (`SubmitOrderRequest`, `OrderStateRequest` in
// contract/grabfood-openapi.yaml), compiled once with the Ajv that openapi-backend bundles: the
// order webhook routes check every body against them before reading it, and the fake checks the
// orders it submits.
import { OpenAPIBackend, ValidationContext } from "openapi-backend";
import { GRABFOOD_CONTRACT } from "./fake/grabfoodContract";

export type OrderWebhookSchema = "SubmitOrderRequest" | "OrderStateRequest";
export type OrderSchemaCheck = (schema: OrderWebhookSchema, body: unknown) => ReadonlyArray<string>;

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

let compiled: Promise<OrderSchemaCheck> | null = null;

const compile = async (): Promise<OrderSchemaCheck> => {
  // The file writes response keys "4xx", which strict OpenAPI 3.0 refuses: skip the definition check.
  const api = new OpenAPIBackend({ definition: GRABFOOD_CONTRACT, quick: true });
  await api.init();
  const components = (api.definition as { components: Record<string, Record<string, object>> }).components;
  const ajv = api.validator.getAjv(ValidationContext.Response);
  // Order times are RFC 3339 instants ("format: date-time"), which this Ajv has no checker for.
  ajv.addFormat("date-time", RFC3339);
  const validatorOf = (name: OrderWebhookSchema) => {
    const schema = components.schemas?.[name];
    if (schema === undefined) throw new Error(`${name} is missing from the GrabFood contract`);
    return ajv.compile({ ...schema, components });
  };
  const validators = { SubmitOrderRequest: validatorOf("SubmitOrderRequest"), OrderStateRequest: validatorOf("OrderStateRequest") };
  return (name, body) => {
    const validate = validators[name];
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ""}`.trim());
  };
};

/** The problems GrabFood's schema `name` finds in `body` (none: valid). */
export const grabOrderSchema = (): Promise<OrderSchemaCheck> => {
  compiled ??= compile();
  return compiled;
};
