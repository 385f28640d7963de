// Black-box: the provisioned provider admin, switch user (debug) and switch back (spec 1 §4, §6,
// §7), over HTTP. Roles other than the provisioned admin are granted through the engine, the way
// the provider admin area will.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminAccountFrom, provisionAdmin } from "../../adapters/server/auth/adminProvisioning";
import { runCommand } from "../../adapters/server/auth/runCommand";
import { userDecider, userStreamId } from "../../domain/auth/user";
import { call, cheapPasswordHasher, login, registerUser, startTestApp } from "../support/apiHarness";

const ADMIN_PHONE = "+60123456789";
const USER_PHONE = "+60129876543";
const STAFF_PHONE = "+6591234567";

describe("the provisioned provider admin", () => {
  let harness: Awaited<ReturnType<typeof startTestApp>>;
  beforeEach(async () => {
    harness = await startTestApp();
  });
  afterEach(() => harness.app.close());

  it("is created on an empty store from the defaults, and signs in as admin", async () => {
    const { app, engine } = harness;
    const admin = adminAccountFrom({ adminPhone: undefined, adminPassword: undefined }, false);
    expect(admin).toEqual({ phoneNumber: "+60123456789", password: "admin1234", passwordSource: "default" });
    expect(await provisionAdmin(engine, cheapPasswordHasher, admin)).toBe(true);

    const me = await call(app, "GET", "/api/v2/my/user", { token: await login(app, ADMIN_PHONE, "admin1234") });
    expect(me.json().data).toMatchObject({ name: "Admin", phoneNumber: ADMIN_PHONE, roles: ["admin"] });
    expect(me.json().data.flags).toMatchObject({ isAdmin: true, isAdminOrStaff: true, canSwitchUser: true });
  });

  it("is not created again once the store holds anything", async () => {
    const { app, engine } = harness;
    await registerUser(app, USER_PHONE);
    const admin = adminAccountFrom({ adminPhone: ADMIN_PHONE, adminPassword: "chosen-password" }, false);
    expect(await provisionAdmin(engine, cheapPasswordHasher, admin)).toBe(false);
    expect((await call(app, "GET", `/api/v2/auth/check-exist/${encodeURIComponent(ADMIN_PHONE)}`)).json().data.exist).toBe(false);
  });

  it("takes ADMIN_PHONE and ADMIN_PASSWORD, generates the password in production, and refuses bad values", () => {
    expect(adminAccountFrom({ adminPhone: "+6591234567", adminPassword: "chosen-password" }, true)).toEqual({
      phoneNumber: "+6591234567", password: "chosen-password", passwordSource: "ADMIN_PASSWORD",
    });
    const generated = adminAccountFrom({ adminPhone: undefined, adminPassword: undefined }, true);
    expect(generated.passwordSource).toBe("generated");
    expect(generated.password).not.toBe("admin1234");
    expect(generated.password.length).toBeGreaterThanOrEqual(16);
    expect(() => adminAccountFrom({ adminPhone: "12", adminPassword: undefined }, false)).toThrow("ADMIN_PHONE");
    expect(() => adminAccountFrom({ adminPhone: undefined, adminPassword: "short" }, false)).toThrow(
      "ADMIN_PASSWORD: At least 8 characters",
    );
  });
});

describe("switch user", () => {
  let harness: Awaited<ReturnType<typeof startTestApp>>;
  let adminToken: string;
  let adminId: string;
  let userId: string;
  let staffId: string;

  beforeEach(async () => {
    harness = await startTestApp();
    const { app, engine } = harness;
    await provisionAdmin(engine, cheapPasswordHasher, adminAccountFrom({ adminPhone: ADMIN_PHONE, adminPassword: "admin-password" }, false));
    adminToken = await login(app, ADMIN_PHONE, "admin-password");
    adminId = (await call(app, "GET", "/api/v2/my/user", { token: adminToken })).json().data.id;
    userId = await registerUser(app, USER_PHONE, "Member Mei");
    staffId = await registerUser(app, STAFF_PHONE, "Staff Sam");
    await runCommand(engine, userDecider, userStreamId(staffId), { type: "GrantRole", data: { role: "staff" } }, adminId);
  });
  afterEach(() => harness.app.close());

  const search = (phone: string, token: string) =>
    call(harness.app, "GET", `/api/v2/user/search-by-phone/${encodeURIComponent(phone)}`, { token });
  const switchTo = (id: string, token: string) => call(harness.app, "POST", `/api/v2/auth/debug-user/${id}`, { token });
  const me = async (token: string) => (await call(harness.app, "GET", "/api/v2/my/user", { token })).json();

  it("lets an admin find a user by phone, act as them, and switch back", async () => {
    const found = await search("012-987 6543", adminToken);
    expect(found.json()).toEqual({ data: { id: userId, name: "Member Mei", phoneNumber: USER_PHONE } });

    const switched = await switchTo(userId, adminToken);
    expect(switched.statusCode).toBe(200);
    const debugToken = switched.json().data.accessToken;
    const asUser = await me(debugToken);
    expect(asUser.data).toMatchObject({ id: userId, debugBy: adminId, roles: [] });
    expect(asUser.data.flags).toMatchObject({ isDebugUser: true, isAdmin: false, canSwitchUser: true });

    const refreshed = await call(harness.app, "POST", "/api/v2/auth/token", { body: { token: debugToken } });
    expect((await me(refreshed.json().data.accessToken)).data.debugBy).toBe(adminId);

    const back = await call(harness.app, "POST", "/api/v2/auth/stop-debug", { token: debugToken });
    expect(back.statusCode).toBe(200);
    const original = await me(back.json().data.accessToken);
    expect(original.data).toMatchObject({ id: adminId, roles: ["admin"] });
    expect(original.data.debugBy).toBeUndefined();
  });

  it("switches again from a debug session as the original admin", async () => {
    const debugToken = (await switchTo(userId, adminToken)).json().data.accessToken;
    const again = await switchTo(staffId, debugToken);
    expect((await me(again.json().data.accessToken)).data).toMatchObject({ id: staffId, debugBy: adminId });
  });

  it("answers 'invalid phone number' for a phone that does not parse and 'Invalid user' for an unknown one", async () => {
    const invalid = await search("12ab", adminToken);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("invalid phone number");
    const unknown = await search("+60111111111", adminToken);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Invalid user" });
    expect((await switchTo("0123456789abcdef01234567", adminToken)).json()).toEqual({ message: "Invalid user" });
  });

  it("is refused to users who are neither admin nor staff, and to staff towards an admin", async () => {
    const userToken = await login(harness.app, USER_PHONE);
    expect((await search(STAFF_PHONE, userToken)).statusCode).toBe(403);
    const refused = await switchTo(staffId, userToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "You are not allowed to switch user" });

    const staffToken = await login(harness.app, STAFF_PHONE);
    expect((await switchTo(userId, staffToken)).statusCode).toBe(200);
    expect((await switchTo(adminId, staffToken)).statusCode).toBe(403);
  });

  it("refuses to switch back outside a debug session", async () => {
    const response = await call(harness.app, "POST", "/api/v2/auth/stop-debug", { token: adminToken });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("You are not switched to another user");
  });

  it("ends a debug session when the admin signs out or loses the role", async () => {
    const { app, clock, engine } = harness;
    const first = (await switchTo(userId, adminToken)).json().data.accessToken;
    clock.advance({ seconds: 2 });
    expect((await call(app, "POST", "/api/v2/auth/logout", { token: first })).statusCode).toBe(200);
    expect((await call(app, "GET", "/api/v2/my/user", { token: first })).statusCode).toBe(401);
    expect((await call(app, "GET", "/api/v2/my/user", { token: adminToken })).statusCode).toBe(401);
    expect((await me(await login(app, USER_PHONE))).data.id).toBe(userId);

    const staffToken = await login(app, STAFF_PHONE);
    const second = (await switchTo(userId, staffToken)).json().data.accessToken;
    await runCommand(engine, userDecider, userStreamId(staffId), { type: "RevokeRole", data: { role: "staff" } }, adminId);
    expect((await call(app, "GET", "/api/v2/my/user", { token: second })).statusCode).toBe(401);
  });
});
