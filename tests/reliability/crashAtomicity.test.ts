// A crash between decide and commit leaves every multi-stream action whole or absent (issue 13
// item 7). The real server runs as a child process armed with the test-only pause
// (adapters/server/pauseBeforeCommit.ts): the action's unit of work stops inside its database
// transaction with every row written, the suite SIGKILLs the server there, starts it again
// unarmed and checks over HTTP that the action either happened entirely or not at all: never a
// phone, URL or code claimed by nothing, nor an admin who can never sign in. Each pattern names
// every stream the action must move together, so a flow that still appends them one after
// another never pauses and fails here as "not one unit of work". After the restart a case first
// looks at what is there (whole), else claims the key for a NEW owner (absent): retrying with
// the first Idempotency-Key would re-use the owner id derived from it and hide a leftover.
// Runs on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL (a schema per case).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAUSE_ENV, PAUSED_MARKER } from "../../adapters/server/pauseBeforeCommit";
import { PHONE_IN_USE } from "../../domain/auth/phoneClaim";
import { VERIFICATION_INVALID } from "../../domain/auth/otpRules";
import { constraintMessage } from "../../domain/business/uniqueClaim";
import {
  READY_LINE, type ServerProcess, type ServerStore, freshServerStore, serverStoreNames, spawnServer, startReadyServer,
} from "../support/serverProcess";
import { type Answer, PASSWORD, bill, ok, openShop, send, signIn, signUp, tokenOf, verifyPhone } from "./serverClient";

// Each case starts the server two or three times (seconds each on a loaded machine).
vi.setConfig({ testTimeout: 300_000 });

const ADMIN_PHONE = "+60123456789";
const ADMIN_PASSWORD = "admin1234";
const ID = "[0-9a-f]{24}";
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern matching a unit that moves every one of `streams` (regex fragments of stream ids). */
const unitMoving = (...streams: ReadonlyArray<string>): string => streams.map((s) => `(?=.*(?:^| )${s}(?: |$))`).join("");

const MARKER = new RegExp(`^${PAUSED_MARKER} `);
/** A hang fails naming its step (the pause, or a call: serverClient.ts) long before the test timeout. */
const PAUSE_DEADLINE_MS = 60_000;

/** Waits until `action` pauses before its commit, then SIGKILLs the server. */
const killWhenPaused = async (server: ServerProcess, action: Promise<unknown>): Promise<void> => {
  const answered = action.then(
    (answer) => Promise.reject(new Error(`the action answered ${JSON.stringify(answer)} without pausing: its streams were not appended in one unit of work`)),
    () => new Promise<never>(() => undefined),
  );
  let timer: NodeJS.Timeout | undefined;
  const noPause = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no pause before the commit within ${PAUSE_DEADLINE_MS / 1000} s; last lines:\n${server.lines.slice(-10).join("\n")}`)), PAUSE_DEADLINE_MS);
  });
  try {
    await Promise.race([server.waitForLine(MARKER), answered, noPause]);
  } finally {
    clearTimeout(timer);
  }
  await server.kill();
  await action.catch(() => undefined);
};

/**
 * Whole: `whole()` holds. Absent: the key is free for a NEW owner (`claimAnew()`, without the
 * first request's Idempotency-Key, answers 200); a key held by nothing fails here. A retry with
 * the first key would not prove it: it re-uses the owner id derived from the key and heals it.
 */
const wholeOrAbsent = async (whole: () => Promise<boolean>, claimAnew: () => Promise<Answer>): Promise<void> => {
  if (await whole()) return;
  expect(await claimAnew(), "neither whole nor absent: the key is held by nothing").toMatchObject({ status: 200 });
};

describe.each(serverStoreNames())("a server killed between decide and commit, on %s", (storeName) => {
  let store: ServerStore;
  const servers: ServerProcess[] = [];
  const track = (server: ServerProcess) => {
    servers.push(server);
    return server;
  };
  const armed = async (pattern: string) => track(await startReadyServer(store, { [PAUSE_ENV]: pattern }));
  const unarmed = async () => track(await startReadyServer(store));

  beforeEach(async () => {
    store = await freshServerStore(storeName);
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.kill()));
    await store.dispose();
  });

  it("provisioning the admin on a first start: the next start provisions it and the admin signs in", async () => {
    const first = track(await spawnServer(store, { [PAUSE_ENV]: unitMoving(`phone-${escaped(ADMIN_PHONE)}`, `user-${ID}`) }));
    const ready = first.waitForLine(READY_LINE).then((line) => `the server printed "${line}"`);
    await killWhenPaused(first, ready);
    const second = await unarmed();
    expect(second.lines).toContain(`Provider admin created: phone ${ADMIN_PHONE}, password ${ADMIN_PASSWORD}`);
    expect((await signIn(second, ADMIN_PHONE, ADMIN_PASSWORD)).status).toBe(200);
  });

  it("registration: afterwards the phone registers or its user signs in, never a phone taken by nobody", async () => {
    const phone = "+60111000001";
    const server = await armed(unitMoving(`phone-${escaped(phone)}`, `user-${ID}`));
    const body = { phoneNumber: phone, verificationToken: await verifyPhone(server, phone, "register"), name: "Aina", password: PASSWORD };
    await killWhenPaused(server, send(server, "POST", "/auth/register", { body }));
    const after = await unarmed();
    const retry = await send(after, "POST", "/auth/register", { body });
    if (retry.status !== 200) expect(retry.body.message).toBe(PHONE_IN_USE);
    expect((await signIn(after, phone)).status).toBe(200);
    expect((await ok(after, "GET", `/auth/check-exist/${encodeURIComponent(phone)}`)).exist).toBe(true);
  });

  it("password reset: afterwards exactly one of the passwords works, and the reset can be finished", async () => {
    const phone = "+60111000002";
    const server = await armed(unitMoving(`otp-reset-password-${escaped(phone)}`, `user-${ID}`));
    await signUp(server, phone);
    const body = { phoneNumber: phone, verificationToken: await verifyPhone(server, phone, "reset-password"), password: "new-secret-2" };
    await killWhenPaused(server, send(server, "POST", "/auth/reset-password", { body }));
    const after = await unarmed();
    const [oldWorks, newWorks] = [(await signIn(after, phone)).status === 200, (await signIn(after, phone, "new-secret-2")).status === 200];
    expect(oldWorks).not.toBe(newWorks);
    const retry = await send(after, "POST", "/auth/reset-password", { body });
    if (retry.status !== 200) expect(retry.body.message).toBe(VERIFICATION_INVALID);
    expect((await signIn(after, phone, "new-secret-2")).status).toBe(200);
  });

  it("member enrolment: afterwards the member exists and its POS bills apply, or the phone is free", async () => {
    const phone = "+60111000004";
    const server = await armed(unitMoving(`membership-phone-${ID}-${escaped(phone)}`, `member-${ID}`));
    const shop = await openShop(server, "+60111000003");
    const members = `/businesses/${shop.businessId}/membership/members`;
    const enrol = { body: { phoneNumber: phone, name: "Mei" }, headers: { "idempotency-key": "enrol-mei" } };
    await killWhenPaused(server, send(server, "POST", members, { token: shop.token, ...enrol }));
    const after = await unarmed();
    const token = await tokenOf(after, "+60111000003");
    const pos = () => send(after, "POST", `/restaurants/${shop.restaurantId}/pos-event`, { token, body: bill("B-1", phone) });
    await wholeOrAbsent(async () => (await pos()).status === 200, () => send(after, "POST", members, { token, body: enrol.body }));
    expect((await pos()).status).toBe(200);
    expect((await ok(after, "GET", `${members}?search=${encodeURIComponent(phone)}`, { token })).pagination.totalResources).toBe(1);
  });

  it("business creation: afterwards the business exists with its URL, or the URL is free", async () => {
    const server = await armed(unitMoving("business-url-crashco", `business-${ID}`));
    const { token } = await signUp(server, "+60111000005");
    const create = { body: { name: "Crash Co", url: "crashco" }, headers: { "idempotency-key": "create-crashco" } };
    await killWhenPaused(server, send(server, "POST", "/businesses", { token, ...create }));
    const after = await unarmed();
    const again = await tokenOf(after, "+60111000005");
    const urls = async () => (await ok(after, "GET", "/my/businesses", { token: again })).resources.map((b: { url: string }) => b.url);
    await wholeOrAbsent(async () => (await urls()).includes("crashco"), () => send(after, "POST", "/businesses", { token: again, body: create.body }));
    expect(await urls()).toEqual(["crashco"]);
  });

  it("a business URL change: afterwards the business holds one of the two URLs and the other is free", async () => {
    const server = await armed(unitMoving("business-url-crash-new", "business-url-crash-old", `business-${ID}`));
    const { token } = await signUp(server, "+60111000010");
    const business = await ok(server, "POST", "/businesses", { token, body: { name: "Crash Co", url: "crash-old" } });
    await killWhenPaused(server, send(server, "PUT", `/businesses/${business.id}/profile`, { token, body: { name: "Crash Co", url: "crash-new" } }));
    const after = await unarmed();
    const again = await tokenOf(after, "+60111000010");
    const { url } = await ok(after, "GET", `/businesses/${business.id}`, { token: again });
    expect(["crash-old", "crash-new"]).toContain(url);
    const other = url === "crash-old" ? "crash-new" : "crash-old";
    expect(await send(after, "POST", "/businesses", { token: again, body: { name: "Other", url: other } }), `${other} is held by nothing`).toMatchObject({ status: 200 });
  });

  it("a programme's membership URL: afterwards the programme exists with it, or the URL is free", async () => {
    const server = await armed(unitMoving("membership-url-crash-club", `programme-${ID}`));
    const { token } = await signUp(server, "+60111000011");
    const business = await ok(server, "POST", "/businesses", { token, body: { name: "Crash Club" } });
    const setUp = { body: { creditOneToOne: true, url: "crash-club" } };
    await killWhenPaused(server, send(server, "POST", `/businesses/${business.id}/membership`, { token, ...setUp }));
    const after = await unarmed();
    const again = await tokenOf(after, "+60111000011");
    const programme = await send(after, "GET", `/businesses/${business.id}/membership`, { token: again });
    await wholeOrAbsent(async () => programme.status === 200 && programme.body.data.url === "crash-club", async () => {
      const another = await ok(after, "POST", "/businesses", { token: again, body: { name: "Another Club" } });
      return send(after, "POST", `/businesses/${another.id}/membership`, { token: again, ...setUp });
    });
  });

  it("restaurant creation: afterwards the business counts exactly the restaurants that exist", async () => {
    const server = await armed(unitMoving(`business-${ID}`, `restaurant-${ID}`));
    const { token } = await signUp(server, "+60111000006");
    const business = await ok(server, "POST", "/businesses", { token, body: { name: "Crash Cafe" } });
    const create = { body: { businessId: business.id, profile: { name: "Crash Cafe KLCC" } }, headers: { "idempotency-key": "create-klcc" } };
    await killWhenPaused(server, send(server, "POST", "/restaurants", { token, ...create }));
    const after = await unarmed();
    const again = await tokenOf(after, "+60111000006");
    const counts = async () => [
      (await ok(after, "GET", `/restaurants?business=${business.id}`, { token: again })).pagination.totalResources,
      (await ok(after, "GET", `/businesses/${business.id}`, { token: again })).restaurantCount,
    ];
    const [listed, counted] = await counts();
    expect(counted).toBe(listed);
    expect((await send(after, "POST", "/restaurants", { token: again, ...create })).status).toBe(200);
    expect(await counts()).toEqual([1, 1]);
  });

  it("agent creation: afterwards the agent exists with its code, or the code is free", async () => {
    const server = await armed(unitMoving("agent-code-CRASH1", `agent-${ID}`));
    await signUp(server, "+60111000007");
    const create = { phoneNumber: "+60111000007", name: "Crash Agent", code: "CRASH1", kind: "RESELLER" };
    await killWhenPaused(server, send(server, "POST", "/agents", { token: await tokenOf(server, ADMIN_PHONE, ADMIN_PASSWORD), body: create }));
    const after = await unarmed();
    const token = await tokenOf(after, ADMIN_PHONE, ADMIN_PASSWORD);
    await wholeOrAbsent(async () => (await send(after, "GET", "/agents/search-by-code/CRASH1", { token })).status === 200, () => send(after, "POST", "/agents", { token, body: create }));
  });

  it("a POS bill: afterwards the bill counts exactly once for its member", async () => {
    const phone = "+60111000009";
    const setUp = await unarmed();
    const shop = await openShop(setUp, "+60111000008");
    const member = await ok(setUp, "POST", `/businesses/${shop.businessId}/membership/members`, { token: shop.token, body: { phoneNumber: phone } });
    await setUp.stop();
    const server = await armed(unitMoving(`member-${ID}`));
    const pos = { body: bill("B-1", phone) };
    await killWhenPaused(server, send(server, "POST", `/restaurants/${shop.restaurantId}/pos-event`, { token: await tokenOf(server, "+60111000008"), ...pos }));
    const after = await unarmed();
    const token = await tokenOf(after, "+60111000008");
    expect((await send(after, "POST", `/restaurants/${shop.restaurantId}/pos-event`, { token, ...pos })).status).toBe(200);
    const counted = await ok(after, "GET", `/businesses/${shop.businessId}/membership/members/${member.id}`, { token });
    expect([counted.visitCount, counted.totalSpentAmount]).toEqual([1, 25]);
  });
});
