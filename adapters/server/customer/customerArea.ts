// Every route of the member-facing pages (issue 19), registered as one plugin under /api/v2 by
// createApp, after the identity services are decorated. The public claim stays in the marketing
// area, where the pinned contract put it.
import type { FastifyInstance } from "fastify";
import type { CustomerLimits } from "./customerLimits";
import { customerRoutes } from "./customerRoutes";

export interface CustomerOptions {
  /** The member-facing pages' rate limits (tests lower or raise them). */
  readonly customerLimits?: Partial<CustomerLimits>;
}

export const customerArea = async (app: FastifyInstance, options: CustomerOptions): Promise<void> => {
  await app.register(customerRoutes, { ...(options.customerLimits === undefined ? {} : { limits: options.customerLimits }) });
};
