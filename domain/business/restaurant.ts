// The restaurant aggregate, stream `restaurant-{id}` (language in restaurantModel.ts): create,
// the setting groups (restaurantSettings.ts), the payout account (payoutAccount.ts), machine
// pairing codes and revocation, clearing of transactions, delete. Spec 1 §3-§4, §7.
// Decisions where the spec is silent:
// - Creation trusts the business to list the restaurant in the same unit (application/createRestaurant.ts).
// - A missing or deleted restaurant is 'Invalid restaurant' (404, spec 1 §8 "scope missing").
// - A machine OTP (POST /restaurants/{id}/otp) pairs one POS machine within 10 minutes; only its
//   hash is recorded (the server draws and hashes the code). A new code replaces the pending one.
//   Revoking machines drops the pending code and cuts off every machine paired before now.
// - Clearing transactions records the instant before which the restaurant's sales are cleared;
//   the sales themselves live in the bill context, which honours the cut-off.
// - Whole-document writes check `rev` (revision.ts); a write that changes nothing appends nothing.
import { type DecideContext, type Decider, type Decision, accept, reject } from "../engine/decider";
import { isoOf } from "../auth/fields";
import { NEW_PAYOUT_ACCOUNT, payoutProblem } from "./payoutAccount";
import type { ActiveRestaurant, RestaurantCommand, RestaurantEvent, RestaurantState } from "./restaurantModel";
import { emptySettings } from "./restaurantSettings";
import { staleRevision } from "./revision";
import { sameValue } from "./sameValue";

export const INVALID_RESTAURANT = "Invalid restaurant";
export const RESTAURANT_EXISTS = "Restaurant already exists";
export const MACHINE_OTP_MINUTES = 10;

const evolveActive = (r: ActiveRestaurant, event: RestaurantEvent): RestaurantState => {
  switch (event.type) {
    case "RestaurantCreated": return r;
    case "RestaurantSettingUpdated": return { ...r, settings: { ...r.settings, [event.data.group]: event.data.value } };
    case "PayoutAccountChanged": return { ...r, payoutAccount: event.data };
    case "MachineOtpIssued": return { ...r, machine: { ...r.machine, pairing: { codeHash: event.data.codeHash, expiresAt: event.data.expiresAt } } };
    case "MachinesRevoked": return { ...r, machine: { pairing: null, machinesNotBefore: event.data.revokedAt } };
    case "TransactionsCleared": return { ...r, transactionsClearedAt: event.data.clearedAt };
    case "RestaurantDeleted": return { status: "deleted", revision: r.revision };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

export const evolveRestaurant = (state: RestaurantState, event: RestaurantEvent): RestaurantState => {
  const revision = state.revision + 1;
  if (event.type === "RestaurantCreated") {
    const { restaurantId, businessId, profile, createdAt } = event.data;
    return {
      status: "active", restaurantId, businessId, createdAt, revision,
      settings: { ...emptySettings(profile), profile },
      payoutAccount: NEW_PAYOUT_ACCOUNT,
      machine: { pairing: null, machinesNotBefore: null },
      transactionsClearedAt: null,
    };
  }
  if (state.status !== "active") return { ...state, revision };
  return { ...evolveActive(state, event), revision };
};

type Rule<C extends RestaurantCommand["type"]> = (
  data: Extract<RestaurantCommand, { type: C }>["data"],
  restaurant: ActiveRestaurant,
  ctx: DecideContext,
) => Decision<RestaurantEvent>;

const updateSetting: Rule<"UpdateSetting"> = ({ rev, change }, r) =>
  staleRevision(rev, r.revision) ??
  (sameValue(r.settings[change.group], change.value) ? accept() : accept({ type: "RestaurantSettingUpdated", data: change }));

const changePayout: Rule<"ChangePayoutAccount"> = ({ rev, payoutAccount, reviewer }, r) => {
  const stale = staleRevision<RestaurantEvent>(rev, r.revision);
  if (stale !== null) return stale;
  const problem = payoutProblem(r.payoutAccount, payoutAccount, reviewer);
  if (problem !== null) return reject(problem.message, problem.status);
  return sameValue(r.payoutAccount, payoutAccount) ? accept() : accept({ type: "PayoutAccountChanged", data: payoutAccount });
};

const issueOtp: Rule<"IssueMachineOtp"> = ({ codeHash }, _r, ctx) =>
  accept({
    type: "MachineOtpIssued",
    data: { codeHash, issuedAt: isoOf(ctx.now), expiresAt: isoOf(ctx.now.add({ minutes: MACHINE_OTP_MINUTES })) },
  });

const revokeMachines: Rule<"RevokeMachines"> = ({ rev }, r, ctx) =>
  staleRevision(rev, r.revision) ?? accept({ type: "MachinesRevoked", data: { revokedAt: isoOf(ctx.now) } });

const clearTransactions: Rule<"ClearTransactions"> = ({ rev }, r, ctx) =>
  staleRevision(rev, r.revision) ?? accept({ type: "TransactionsCleared", data: { clearedAt: isoOf(ctx.now) } });

const deleteRestaurant: Rule<"DeleteRestaurant"> = ({ rev }, r, ctx) =>
  staleRevision(rev, r.revision) ?? accept({ type: "RestaurantDeleted", data: { businessId: r.businessId, deletedAt: isoOf(ctx.now) } });

export const decideRestaurant = (command: RestaurantCommand, state: RestaurantState, ctx: DecideContext): Decision<RestaurantEvent> => {
  if (command.type === "CreateRestaurant") {
    if (state.status !== "none") return reject(RESTAURANT_EXISTS, 409);
    return accept({ type: "RestaurantCreated", data: { ...command.data, createdAt: isoOf(ctx.now) } });
  }
  if (state.status !== "active") return reject(INVALID_RESTAURANT, 404);
  switch (command.type) {
    case "UpdateSetting": return updateSetting(command.data, state, ctx);
    case "ChangePayoutAccount": return changePayout(command.data, state, ctx);
    case "IssueMachineOtp": return issueOtp(command.data, state, ctx);
    case "RevokeMachines": return revokeMachines(command.data, state, ctx);
    case "ClearTransactions": return clearTransactions(command.data, state, ctx);
    case "DeleteRestaurant": return deleteRestaurant(command.data, state, ctx);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const restaurantDecider: Decider<RestaurantState, RestaurantCommand, RestaurantEvent> = {
  initialState: { status: "none", revision: 0 },
  decide: decideRestaurant,
  evolve: evolveRestaurant,
};
