// A restaurant's machines and transactions (spec 1 §1, §7), under /api/v2:
//   POST   /restaurants/{restaurantId}/otp                → {otp, expiresAt}: a machine pairing code
//   DELETE /restaurants/{restaurantId}/machine            → the restaurant: machines revoked
//   PUT    /restaurants/{restaurantId}/clear-transaction  {_rev?} → the restaurant: sales cleared
// Each needs `update Restaurant` in the restaurant's business.
// Decisions where the spec is silent: the pairing code is six digits drawn by the server's
// secure generator, shown once, and recorded only as a slow salted hash (the password hasher),
// so the event log never holds a usable code; it pairs one machine within 10 minutes
// (domain/business/restaurant.ts).
import type { FastifyInstance } from "fastify";
import { clearTransactions } from "../../../domain/business/application/clearTransactions";
import { issueMachineOtp } from "../../../domain/business/application/issueMachineOtp";
import { revokeMachines } from "../../../domain/business/application/revokeMachines";
import { withRevision } from "../../../domain/business/revision";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { restaurantFor } from "./access";
import { callerOf } from "./caller";
import { restaurantAnswer } from "./restaurantView";

type ById = { Params: { restaurantId: string } };
const ClearBody = withRevision({});

export const machineRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine, otpCodes, passwords } = app.identity;

  app.post<ById>("/restaurants/:restaurantId/otp", async (request) => {
    const caller = await callerOf(request, engine);
    const restaurantId = String((await restaurantFor(caller, request.params.restaurantId, "update")).id);
    const otp = otpCodes.generate();
    const codeHash = await passwords.hash(`${restaurantId}:${otp}`);
    const expiresAt = await issueMachineOtp(engine, { restaurantId, codeHash }, caller.options());
    return success({ otp, expiresAt });
  });

  app.delete<ById>("/restaurants/:restaurantId/machine", async (request) => {
    const caller = await callerOf(request, engine);
    const restaurantId = String((await restaurantFor(caller, request.params.restaurantId, "update")).id);
    await revokeMachines(engine, { restaurantId, rev: caller.revision(undefined) }, caller.options());
    return restaurantAnswer(caller, restaurantId);
  });

  app.put<ById>("/restaurants/:restaurantId/clear-transaction", async (request) => {
    const caller = await callerOf(request, engine);
    const restaurantId = String((await restaurantFor(caller, request.params.restaurantId, "update")).id);
    const { _rev } = decodeBody(ClearBody, request.body ?? {});
    await clearTransactions(engine, { restaurantId, rev: caller.revision(_rev) }, caller.options());
    return restaurantAnswer(caller, restaurantId);
  });
};
