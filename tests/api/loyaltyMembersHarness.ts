// Test support for the member, credit and POS suites: an owner with a business, a restaurant and
// a programme (one-to-one credit unless told otherwise), member paths, enrolment, and a snapshot
// of everything a member is made of (its stream, its row, its ledger rows) so a suite can show
// that a refused call changed nothing.
import { CREDIT_TRANSACTIONS_TABLE } from "../../domain/loyalty/member/creditTransactions.projection";
import { memberStreamId } from "../../domain/loyalty/member/memberModel";
import { MEMBERS_TABLE } from "../../domain/loyalty/member/members.projection";
import { login } from "../support/apiHarness";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";

export interface MemberWorld {
  readonly harness: Harness;
  readonly owner: Client;
  readonly businessId: string;
  readonly restaurantId: string;
  /** `/businesses/{businessId}/membership` + suffix. */
  readonly path: (suffix?: string) => string;
}

let shops = 0;

/** A business with a restaurant and a programme created with `programme` settings. */
export const openMemberShop = async (harness: Harness, ownerPhone: string, programme: Record<string, unknown> = { creditOneToOne: true }) => {
  shops += 1;
  const owner = await signUp(harness, ownerPhone);
  const business = await owner.ok("POST", "/businesses", { name: `Kopi ${shops}` });
  const businessId = String(business.id);
  const restaurant = await owner.ok("POST", "/restaurants", { businessId, profile: { name: `Kopi ${shops} KLCC` } });
  await owner.ok("POST", `/businesses/${businessId}/membership`, programme);
  return { owner, businessId, restaurantId: String(restaurant.id), path: (suffix = "") => `/businesses/${businessId}/membership${suffix}` };
};

export const startMemberWorld = async (programme?: Record<string, unknown>): Promise<MemberWorld> => {
  const harness = await startBusinessApp();
  return { harness, ...(await openMemberShop(harness, "+60123460001", programme)) };
};

export const enrol = async (world: Pick<MemberWorld, "owner" | "path">, phoneNumber: string, extra: Record<string, unknown> = {}): Promise<any> =>
  world.owner.ok("POST", world.path("/members"), { phoneNumber, ...extra });

export const memberReward = (world: Pick<MemberWorld, "owner" | "businessId">): Promise<any> =>
  world.owner.ok("POST", `/businesses/${world.businessId}/vouchers`, {
    type: "MEMBER_REWARD", name: "Free kopi", validFor: 30, validSince: null,
    effect: { target: "BILL", adjustment: { type: "byPercentage", amount: { amount: 1000, precision: 4 } }, options: {} },
  });

export const snapshotOfMember = async (harness: Harness, memberId: string) => ({
  version: (await harness.store.readStream(memberStreamId(memberId))).version,
  row: await harness.store.readModels.get(MEMBERS_TABLE, memberId),
  ledger: (await harness.store.readModels.list(CREDIT_TRANSACTIONS_TABLE, { where: { memberId } })).total,
});

export const messageOf = (response: { json: () => any }): string => response.json().message;

/** The same user signed in afresh (after the test clock moved past its token's life). */
export const signInAgain = async (harness: Harness, client: Client): Promise<Client> => {
  const token = await login(harness.app, client.phoneNumber);
  const send: Client["send"] = (method, path, body, headers = {}) =>
    harness.app.inject({
      method,
      url: `/api/v2${path}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return {
    userId: client.userId,
    phoneNumber: client.phoneNumber,
    send,
    ok: async (method, path, body, headers) => {
      const response = await send(method, path, body, headers);
      if (response.statusCode !== 200) throw new Error(`${method} ${path} answered ${response.statusCode}: ${response.body}`);
      return response.json().data;
    },
  };
};
