// Where GrabFood's OpenAPI contract lives (MIT, copied from ../shared/partners).
import { fileURLToPath } from "node:url";

export const GRABFOOD_CONTRACT = fileURLToPath(new URL("../contract/grabfood-openapi.yaml", import.meta.url));
