// Black-box: the enforcement hook as a business route uses it. Permission records arrive in the
// `permission_records` table through a stand-in projection (the business area writes the real one).
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../adapters/server/app";
import { requireUser } from "../../adapters/server/auth/requireUser";
import { success } from "../../adapters/server/envelope";
import { PERMISSION_RECORDS_TABLE, type PermissionRecord } from "../../domain/auth/permissions";
import { canIn } from "../../domain/auth/abilityChecks";
import { productProjections } from "../../domain/catalogue";
import { DomainError } from "../../domain/engine/decider";
import type { Projection } from "../../domain/engine/projection";
import { permissionRecordsTable } from "../../domain/business/permissionRecords.projection";
import { call, login, registerUser, testAppDeps } from "../support/apiHarness";

const recordsProjection: Projection = {
  name: "test-permission-records",
  tables: [permissionRecordsTable],
  apply: async (event, tx) => {
    if (event.type !== "TestPermissionRecorded") return;
    const record = event.data as PermissionRecord;
    await tx.put(PERMISSION_RECORDS_TABLE, `${record.userId}:${record.level === 1 ? record.businessId : "provider"}`, record);
  },
};

describe("requireUser", () => {
  let app: FastifyInstance;
  let harness: ReturnType<typeof testAppDeps>;

  beforeEach(async () => {
    harness = testAppDeps({ projections: [...productProjections, recordsProjection] });
    app = await createApp({ ...harness.deps, logger: false });
    app.put<{ Params: { businessId: string } }>("/api/v2/test/businesses/:businessId/voucher", async (request) => {
      const user = await requireUser(request);
      await requireUser(request);
      if (!canIn(user.ability, "update", "Voucher", request.params.businessId)) throw new DomainError("Not allowed", 403);
      return success({ userId: user.userId, name: user.name });
    });
    await app.ready();
  });
  afterEach(() => app.close());

  const record = async (permission: PermissionRecord) => {
    const { version } = await harness.store.readStream("test-permissions");
    await harness.store.append({
      streamId: "test-permissions",
      expectedVersion: version,
      events: [{ type: "TestPermissionRecorded", v: 1, data: permission }],
      meta: { actor: null, correlationId: "test" },
      occurredAt: harness.clock.now().toString(),
    });
  };

  it("builds the ability from the caller's permission records, scoped to their business", async () => {
    const userId = await registerUser(app, "+60123456789", "Owner Ong");
    const token = await login(app, "+60123456789");
    const update = (businessId: string) => call(app, "PUT", `/api/v2/test/businesses/${businessId}/voucher`, { token });

    expect((await update("b1")).statusCode).toBe(403);
    await record({ level: 1, userId, businessId: "b1", owner: false, grants: [{ action: "update", subject: "Voucher" }] });
    await record({ level: 1, userId: "someone-else", businessId: "b2", owner: true, grants: [] });

    const allowed = await update("b1");
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ data: { userId, name: "Owner Ong" } });
    expect((await update("b2")).statusCode).toBe(403);
  });

  it("answers 401 'Unauthorized request' before any permission check", async () => {
    const response = await call(app, "PUT", "/api/v2/test/businesses/b1/voucher");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthorized request" });
  });
});
