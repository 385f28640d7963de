// Model-based tests over the whole catalogue: each machine is walked as a pure model
// (xstate/graph) from its sample input with its sample events; every state must be reached,
// every transition taken, and every final state must hold what it promises. Then one path per
// transition is replayed on a live actor (real invocations, SimulatedClock timers) and must match
// the model step by step, and the entry's mock actors must answer every input the machine really
// sends. Finally, no `*.machine.ts` may exist outside the catalogue.
import { PRODUCT_STEPS } from "./menu/productEditor.machine";
import { canMigrate } from "./menu/migrateMenu.machine";
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, StateMachine, createActor, pathToStateValue, toPromise } from "xstate";
import { getStateNodes } from "xstate/graph";
import { catalogue } from "./catalogue";
import { WIZARD_STEPS, stepIsValid } from "./marketing/voucherDraft";
import { BENEFIT_STEPS, benefitStepIsValid } from "./loyalty/benefitDraft";
import { promotionStatusOn } from "../domain/marketing/promotionStatus";
import { CREDIT_ALREADY_SPENT } from "../domain/loyalty/store/storePurchase";
import { promotionStepIsValid } from "./marketing/promotionDraft";
import { statusOf } from "./marketing/voucherStatus.machine";
import type { CatalogueEntry } from "./catalogueEntry";
import { type Replay, replayOnLiveActor } from "./testing/liveReplay";
import { type ModelWalk, describeTransition, walkModel } from "./testing/modelWalk";

/** What each final state must hold, by state node id. A new final state needs a line here. */
const finalStateExpectations: Record<string, (snapshot: AnyMachineSnapshot) => void> = {
  "login.signedIn": ({ context }) => {
    expect(context.accessToken).toEqual(expect.stringMatching(/.+/));
    expect(context.password).toBe("");
    expect(context.notice).toBeNull();
  },
  "register.registered": ({ context }) => {
    expect(context.notice).toEqual({ tone: "success", message: "User registered successfully" });
    expect(context.password).toBe("");
    expect(context.verificationToken).toBeNull();
  },
  "forgotPassword.passwordChanged": ({ context }) => {
    expect(context.notice).toEqual({ tone: "success", message: "Password changed" });
    expect(context.password).toBe("");
    expect(context.verificationToken).toBeNull();
  },
  "submission.submitted": ({ context }) => {
    expect(context.created).toEqual({ id: expect.stringMatching(/.+/) });
  },
  "marketingSettingRedirect.redirecting": ({ context }) => {
    expect(context.target).toEqual(expect.stringContaining(`businessId=${context.businessId}`));
  },
  "marketingSettingRedirect.normalView": ({ context }) => {
    expect(context.target).toBeNull();
  },
  "memberLevelUp.recorded": ({ context }) => {
    expect(context.gain).not.toBeNull();
    expect(context.progress).toEqual({ level: context.gain?.level, experience: context.gain?.experience });
    expect(context.problem).toBeNull();
  },
  "seasonReset.applied": ({ context }) => {
    expect(context.moves?.length).toBeGreaterThan(0);
    expect(context.applied).toBe(context.moves?.length);
    expect(context.problem).toBeNull();
  },
  "storeActivation.active": ({ context }) => {
    expect(context.check?.activated ?? true).toBe(true);
    expect(context.problem).toBeNull();
  },
  "storePurchase.reverted": ({ context }) => {
    expect(context.refusal).toBeNull();
  },
  "phoneVerification.verified": ({ context, output }) => {
    expect(output).toEqual({ phoneNumber: context.phoneNumber, verificationToken: expect.stringMatching(/.+/) });
  },
  "phoneProof.proven": ({ context }) => {
    expect(context.customerToken).toEqual(expect.stringMatching(/.+/));
    expect(context.verificationToken).toBeNull();
    expect(context.notice).toBeNull();
  },
  "programmeSetup.created": ({ context }) => {
    expect(context.created).toEqual({ id: expect.stringMatching(/.+/) });
    expect(context.values.name.trim()).not.toBe("");
    expect(context.problem).toBeNull();
  },
};

/** What must hold in every reachable snapshot of a machine, by catalogue id. */
const invariants: Record<string, (snapshot: AnyMachineSnapshot) => boolean> = {
  "admin.utilCheck": (s) =>
    (!s.matches("waiting") || s.context.check?.status === "running") && (!s.matches("idle") || s.context.check === null || s.context.check.status !== "running"),
  // Each settled state holds an account of its status; a review is only ever of a known account.
  "admin.payoutAccountStatus": (s) =>
    (["new", "pending", "approved"] as const).every((state) => !s.matches(state) || s.context.account?.status === state.toUpperCase()) &&
    (!s.matches("opening") || s.context.account === null) && (!s.matches("reviewing") || s.context.account !== null),
  "business.dealerLeadStatus": (s) =>
    (["new", "contacted", "converted", "lost"] as const).every((state) => !s.matches(state) || s.context.lead?.status === state.toUpperCase()) &&
    (!s.matches("opening") || s.context.lead === null),
  "orders.orderStatus": (s) => {
    const order = s.context.order;
    const answer: Record<string, string> = { pendingPayment: "PENDING_PAYMENT", new: "NEW", allocatingDelivery: "ALLOCATING_DELIVERY", accepted: "ACCEPTED", declined: "DECLINED" };
    const settled = Object.entries(answer).every(([state, status]) => !s.matches({ answer: state }) || order?.status === status);
    const delivery = !s.matches({ delivery: "none" }) || order === null || order.deliveryStatus === null;
    return settled && delivery && (!s.matches({ answer: "opening" }) || order === null) && (!s.matches({ answer: "answering" }) || order?.status === "NEW");
  },
  // Saving only a campaign GrabFood would take; Grab's own campaigns only ever viewed.
  "delivery.grabCampaignDialog": (s) =>
    (!s.matches("saving") || Object.keys(s.context.errors).length === 0) &&
    (s.matches("viewing") ? s.context.draft.createdBy === "Grab" : true) &&
    (s.matches("editing") || s.matches("saving") ? s.context.draft.createdBy !== "Grab" : true),
  "delivery.menuSyncStatus": (s) =>
    (!s.matches("watching") || s.context.status?.status === "queued" || s.context.status?.status === "inProgress") && (!s.matches("unavailable") || s.context.error !== null),
  "auth.login": (s) => s.matches("signedIn") === (s.context.accessToken !== null),
  "auth.register": (s) => s.matches("details") === (s.context.verificationToken !== null),
  "auth.phoneVerification": (s) =>
    (s.matches("verified") === (s.context.verificationToken !== null)) && (s.matches("otp") ? s.context.phoneNumber !== "" : true),
  "customer.phoneProof": (s) => s.matches("redeeming") === (s.context.verificationToken !== null) && s.matches("proven") === (s.context.customerToken !== null),
  "auth.forgotPassword": (s) => s.matches("reset") === (s.context.verificationToken !== null),
  "auth.otpCountdown": (s) =>
    s.context.secondsLeft >= 0 && s.context.secondsLeft <= 30 && s.matches("counting") === s.context.secondsLeft > 0,
  "auth.session": (s) =>
    s.matches("signedOut")
      ? s.context.accessToken === null && s.context.userId === null && s.context.debugBy === null
      : s.context.accessToken !== null &&
        (s.matches({ signedIn: { identity: { settled: "debugging" } } }) ? s.context.debugBy !== null : true) &&
        (s.matches({ signedIn: { identity: { settled: "ownAccount" } } }) ? s.context.debugBy === null : true),
  "business.documentEditor": (s) =>
    (s.matches("editing") || s.matches("saving") || s.matches("conflicted") ? s.context.document !== null : true) &&
    s.matches("loadFailed") === (s.context.loadProblem !== null),
  "business.submission": (s) => s.matches("submitted") === (s.context.created !== null),
  "business.deletion": (s) => s.matches("idle") === (s.context.target === null),
  "menu.importMenu": (s) =>
    (s.matches("reviewing") || s.matches("applying") || s.matches("applied")) === (s.context.report !== null) &&
    (s.matches("applied") ? s.context.report?.applied === true : true) &&
    (s.matches("previewing") || s.matches("reviewing") || s.matches("applying") || s.matches("applied") ? s.context.file !== null : true),
  // A report from the preview on; Migrate only asked for a report that creates something.
  "menu.migrateMenu": (s) =>
    (s.matches("reviewing") || s.matches("confirming") || s.matches("migrating") || s.matches("migrated")) === (s.context.report !== null) &&
    (s.matches("confirming") || s.matches("migrating") ? canMigrate(s.context.report) : true) &&
    (s.matches("migrated") ? s.context.report?.applied === true : true) &&
    (s.matches("previewing") || s.matches("reviewing") || s.matches("migrating") ? s.context.legacy !== null : true),
  "menu.confirmedSave": (s) => !s.matches("confirming") || s.context.needsConfirmation === true,
  // One step on screen; Back everywhere but the first, Next everywhere but the last.
  "menu.productEditor": (s) =>
    PRODUCT_STEPS.filter((step) => s.matches(step)).length === 1 &&
    s.can({ type: "wizard.back" }) === !s.matches("details") &&
    s.can({ type: "wizard.next" }) === !s.matches("preview"),
  "loyalty.marketingSettingRedirect": (s) => s.matches("redirecting") === (s.context.target !== null),
  "marketing.voucherWizard": (s) =>
    s.matches("idle") === (s.context.draft === null) &&
    (s.matches("askingScope") ? s.context.editing !== null : true) &&
    (s.matches("askingScope") || s.matches("saving") ? WIZARD_STEPS.every((step) => stepIsValid(s.context.draft, step)) : true),
  "marketing.promotionWizard": (s) =>
    s.matches("idle") === (s.context.draft === null) &&
    (s.matches("saving") ? WIZARD_STEPS.every((step) => promotionStepIsValid(s.context.draft, step)) : true),
  "marketing.dryRun": (s) =>
    (s.matches("editing") ? s.context.request === null : s.context.request !== null) &&
    (s.matches("shown") ? s.context.result !== null : true) &&
    s.matches("failed") === (s.context.problem !== null),
  "marketing.promotionStatus": (s) =>
    s.context.today === null ? s.matches("waitingForDay") : s.matches(promotionStatusOn(s.context.period, s.context.today)),
  "marketing.migration": (s) =>
    (s.matches("migrated") ? s.context.setting?.apiVersion === "v2" : true) &&
    (s.matches("offered") || s.matches("confirming") || s.matches("submitting") ? s.context.setting?.migrate !== 1 : true),
  "loyalty.memberLevelUp": (s) =>
    (s.matches("recording") || s.matches("recorded")) === (s.context.gain !== null) &&
    (s.matches("failed") ? s.context.problem !== null : true),
  "loyalty.seasonReset": (s) =>
    (s.matches("previewed") || s.matches("applying") || s.matches("applied")) === (s.context.moves !== null) &&
    s.matches("applied") === (s.context.applied !== null),
  "loyalty.storeActivation": (s) =>
    (s.matches("failed") || s.matches("checkFailed")) === (s.context.problem !== null) &&
    (s.matches("needsCompany") ? s.context.check?.companyTaxRegistered === false : true),
  "loyalty.benefitWizard": (s) =>
    s.matches("idle") === (s.context.draft === null) &&
    (s.matches("saving") ? BENEFIT_STEPS.every((step) => benefitStepIsValid(s.context.draft, s.context.limits, step)) : true),
  "loyalty.programmeSetup": (s) =>
    s.matches("failed") === (s.context.problem !== null) && s.matches("created") === (s.context.created !== null),
  "loyalty.storePurchase": (s) => s.context.refusal === null || (s.matches("completed") && s.context.refusal === CREDIT_ALREADY_SPENT),
  "loyalty.rewardSend": (s) =>
    s.matches("closed") === (s.context.reward === null) &&
    (s.matches("picking") || s.matches("closed") ? true : s.context.problem === null) &&
    (s.matches("sending") ? s.context.recipients.length > 0 : true),
  "marketing.voucherStatus": (s) => s.matches({ tracking: "unknown" }) || s.matches({ tracking: statusOf(s.context) }),
  "marketing.claimUse": (s) =>
    s.matches({ use: "usedUp" }) === s.context.use >= s.context.maxUse && s.context.use >= 0 &&
    (s.matches({ transfer: "open" }) ? s.context.transferExpiredAt !== null : true),
  "marketing.claimsCreation": (s) =>
    s.matches("confirming") === (s.context.question !== null) &&
    (s.matches("editing") ? s.context.request === null : s.context.request !== null),
};

const once = <T>(compute: () => T): (() => T) => {
  let value: { readonly result: T } | undefined;
  return () => (value ??= { result: compute() }).result;
};

const finalNodesOf = (entry: CatalogueEntry) =>
  getStateNodes(entry.machine.root).filter((node) => node.type === "final");

const invokesOf = (entry: CatalogueEntry) =>
  getStateNodes(entry.machine.root).flatMap((node) => node.invoke.map((invoke) => ({ node, invoke })));

const replayEveryTransition = async (walk: ModelWalk, entry: CatalogueEntry): Promise<Replay[]> => {
  const replays: Replay[] = [];
  for (const witness of walk.witnesses) replays.push(await replayOnLiveActor(entry, witness.steps));
  return replays;
};

describe.each(catalogue.map((entry) => [entry.id, entry] as const))("%s", (_id, entry) => {
  const walk = once(() => walkModel(entry));
  const replays = once(() => replayEveryTransition(walk(), entry));

  it("reaches every state from the sample input", () => {
    expect(walk().unreachedStateIds).toEqual([]);
  });

  it("takes every transition at least once", () => {
    expect(walk().untakenTransitions.map(describeTransition)).toEqual([]);
  });

  it("holds its invariant in every reachable snapshot", () => {
    const invariant = invariants[entry.id];
    expect(invariant, `add an invariant for ${entry.id}`).toBeDefined();
    const broken = walk().snapshots.filter((snapshot) => !invariant?.(snapshot));
    expect(broken.map((snapshot) => ({ value: snapshot.value, context: snapshot.context }))).toEqual([]);
  });

  it("ends every reachable final state with the context it promises", () => {
    const finals = walk().snapshots.filter((snapshot) => snapshot.status === "done");
    expect(finals.length > 0).toBe(finalNodesOf(entry).length > 0);
    for (const snapshot of finals) {
      const node = finalNodesOf(entry).find((candidate) => snapshot.matches(pathToStateValue(candidate.path)));
      const expectation = node === undefined ? undefined : finalStateExpectations[node.id];
      expect(expectation, `add an expectation for final state ${node?.id}`).toBeDefined();
      expectation?.(snapshot);
    }
  });

  it("names every invoke after its actor, which the entry mocks", () => {
    for (const { node, invoke } of invokesOf(entry)) {
      expect(invoke.id, `invoke in ${node.id}`).toBe(invoke.src);
      expect(Object.keys(entry.mockActors)).toContain(invoke.src);
    }
  });

  it("only samples events the machine handles", () => {
    const handled = new Set(getStateNodes(entry.machine.root).flatMap((node) => [...node.transitions.keys()]));
    expect(entry.sampleEvents.map((event) => event.type).filter((type) => !handled.has(type))).toEqual([]);
  });

  it("behaves on a live actor exactly as the model predicts, for one path per transition", async () => {
    for (const replay of await replays()) {
      expect(replay.steps.map((step) => ({ event: step.event, ...step.live }))).toEqual(
        replay.steps.map((step) => ({ event: step.event, ...step.model })),
      );
    }
  });

  it("has mock actors that answer every input the live machine sends, in the shape it expects", async () => {
    for (const { invocations } of await replays()) {
      for (const { src, id, input } of invocations) {
        const mock = (entry.mockActors as Record<string, Parameters<typeof createActor>[0]>)[src];
        expect(mock, `mock actor ${src}`).toBeDefined();
        if (mock === undefined) continue;
        // A child machine (the shared phone verification) is walked by its own entry; here it
        // only has to start from the input its parent hands in.
        if (mock instanceof StateMachine) {
          expect(createActor(mock, { input }).start().getSnapshot().status).toBe("active");
          continue;
        }
        const output: unknown = await toPromise(createActor(mock, { input }).start());
        const sample = entry.sampleEvents.find((event) => event.type === `xstate.done.actor.${id}`);
        const keysOf = (value: unknown) => (typeof value === "object" && value !== null ? Object.keys(value).sort() : []);
        if (sample !== undefined && "output" in sample) expect(keysOf(output)).toEqual(keysOf(sample.output));
      }
    }
  });
});

describe("the catalogue", () => {
  const machineModules = import.meta.glob<Record<string, unknown>>("./**/*.machine.ts", { eager: true });

  it("registers every machine exported by a machines/**/*.machine.ts file", () => {
    const registered = new Set<unknown>(catalogue.map((entry) => entry.machine));
    const unregistered: string[] = [];
    for (const [file, exports] of Object.entries(machineModules)) {
      const machines = Object.entries(exports).filter(([, value]) => value instanceof StateMachine);
      if (machines.length === 0) unregistered.push(`${file} (exports no machine)`);
      for (const [name, machine] of machines) if (!registered.has(machine)) unregistered.push(`${file}: ${name}`);
    }
    expect(Object.keys(machineModules).length).toBeGreaterThan(0);
    expect(unregistered).toEqual([]);
  });

  it("gives every entry a unique id", () => {
    const ids = catalogue.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
