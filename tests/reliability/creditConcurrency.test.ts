// A member's credit under concurrency (issue 4 tests): 200 concurrent deductions of 1.00 on a
// member holding 50.00 → exactly 50 succeed, the other 150 answer 'Credit cannot go below 0', the
// balance is 0 and the ledger sums to it. Runs over HTTP on the real app with the PGlite store,
// and on PostgreSQL when TEST_DATABASE_URL is set (tests/support/storeFactories.ts); a second
// case races deductions through the bare command handler (no in-process queue), where only the
// version check stands between them, and shows nothing is ever overspent.
import { Result } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkMemberLedger } from "../../adapters/server/loyalty/memberLedgerCheck";
import { productEventTypes } from "../../domain/catalogue";
import { CONFLICT_MESSAGE, commandHandler } from "../../domain/engine/commandHandler";
import { BELOW_ZERO } from "../../domain/loyalty/member/memberCredit";
import { memberDecider } from "../../domain/loyalty/member/member";
import { memberStreamId } from "../../domain/loyalty/member/memberModel";
import { openAppOnStore } from "../support/appOnStore";
import { storeFactories } from "../support/storeFactories";
import { type Client, type Harness, signUp } from "../api/businessHarness";

const factories = storeFactories().filter((f) => f.name !== "memory");

describe.each(factories)("member credit on $name", (factory) => {
  let harness: Harness;
  let dispose: () => Promise<void>;
  let path: (suffix: string) => string;
  let owner: Client;

  beforeAll(async () => {
    ({ harness, dispose } = await openAppOnStore(factory));
    owner = await signUp(harness, "+60123490001");
    const business = await owner.ok("POST", "/businesses", { name: "Busy kopi" });
    await owner.ok("POST", `/businesses/${business.id}/membership`, { creditOneToOne: true });
    path = (suffix) => `/businesses/${business.id}/membership${suffix}`;
  }, 120_000);

  afterAll(async () => dispose());

  it("200 concurrent deductions of 1.00 on 50.00: exactly 50 succeed, balance 0, ledger sums to it", async () => {
    const member = await owner.ok("POST", path("/members"), { phoneNumber: "+60136000001" });
    await owner.ok("POST", path(`/members/${member.id}/free-credit`), { amount: 50 });
    const answers = await Promise.all(Array.from({ length: 200 }, () =>
      owner.send("POST", path(`/members/${member.id}/deduct-credit`), { amount: 1 })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(50);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(150);
    for (const answer of refused) expect(answer.json().message).toBe("Credit cannot go below 0");
    expect((await owner.ok("GET", path(`/members/${member.id}`))).balance).toBe(0);
    const figures = await checkMemberLedger(harness.engine, member.id);
    expect(figures).toMatchObject({ foldedBalance: 0, movementSum: 0, rowBalance: 0, transactionRowSum: 0, negativePart: false });
  }, 120_000);

  it("racing the bare command handler never overspends: successes never exceed the balance", async () => {
    const member = await owner.ok("POST", path("/members"), { phoneNumber: "+60136000002" });
    await owner.ok("POST", path(`/members/${member.id}/free-credit`), { amount: 5 });
    const commands = commandHandler(harness.store, productEventTypes, 50);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () =>
      commands.handle(memberDecider, memberStreamId(member.id), {
        type: "DeductCredit", data: { amount: 100, remark: "", source: "PORTAL", ref: null, restaurantId: null },
      }, { context: harness.engine.context(), meta: { actor: "test", correlationId: "race" } })));
    const succeeded = outcomes.filter(Result.isSuccess);
    expect(succeeded.length).toBeLessThanOrEqual(5);
    for (const outcome of outcomes.filter(Result.isFailure)) expect([BELOW_ZERO, CONFLICT_MESSAGE]).toContain(outcome.failure.message);
    const figures = await checkMemberLedger(harness.engine, member.id);
    expect(figures.foldedBalance).toBe(500 - succeeded.length * 100);
    expect(figures).toMatchObject({ movementSum: figures.foldedBalance, rowBalance: figures.foldedBalance, transactionRowSum: figures.foldedBalance, negativePart: false });
  }, 120_000);
});
