// What the member-facing pages read (issue 19): a voucher's public face, a member store's public
// face, and one proven phone's own card and vouchers in one business. Only what a customer may
// see: no claim lists, no other member, no internal titles, no company or tax settings.
// Decisions where the spec is silent:
// - The public voucher says whether it can be claimed now (voucherClaimable.ts, asked with 0
//   claims of the phone: no phone is known yet) and how many are left, not who claimed; with a
//   claim link's `code`, whether that code can still be taken.
// - A store lists its bundles only once activated; a bundle shows its name, price and credit
//   (at the programme's credit precision).
// - The member view lists the phone's claims in the business, newest first, at most 50; a phone
//   that claimed but never joined has no card (`member: null`) and still sees its vouchers.
import { Temporal } from "temporal-polyfill";
import { BUSINESSES_TABLE } from "../../../domain/business/businesses.projection";
import type { Row } from "../../../domain/engine/projection";
import { creditPrecisionOf } from "../../../domain/loyalty/application/activeProgramme";
import { spendable, type CreditBalance } from "../../../domain/loyalty/member/creditLedger";
import { amountOf } from "../../../domain/loyalty/member/creditUnits";
import type { MemberTitle } from "../../../domain/loyalty/member/memberModel";
import { MEMBERS_TABLE } from "../../../domain/loyalty/member/members.projection";
import { memberPhoneClaim, memberPhoneStreamId } from "../../../domain/loyalty/member/memberPhoneClaim";
import type { Programme } from "../../../domain/loyalty/programme/programmeModel";
import type { Bundle } from "../../../domain/loyalty/programme/storeBundles";
import { tierIndexOf, tierLadder } from "../../../domain/loyalty/tierDecision";
import { claimProblem, quotaLeft } from "../../../domain/marketing/voucherClaimable";
import type { VoucherDoc } from "../../../domain/marketing/voucherResponse";
import { CLAIM_CODE_TAKEN, CLAIM_NOT_FOUND } from "../../../domain/marketing/voucher";
import { VOUCHERS_TABLE, VOUCHER_CLAIMS_TABLE, VOUCHER_CODES_TABLE, codeKey } from "../../../domain/marketing/vouchers.projection";
import { dateInZone } from "../../../domain/shared/calendarDate";
import type { EngineRuntime } from "../engineRuntime";
import { claimView } from "../marketing/voucherView";

const MEMBER_VOUCHERS_LIMIT = 50;

const businessName = async (engine: EngineRuntime, businessId: string): Promise<string> =>
  String((await engine.readModels.get(BUSINESSES_TABLE, businessId))?.name ?? "");

/** The address of the business's member store: its membership URL, else its id. */
const storeKeyOf = (programme: Programme | null, businessId: string): string => programme?.url ?? businessId;

/** Why the claim link's code cannot be taken ('Claim not found', already claimed), or null. */
const codeProblem = async (engine: EngineRuntime, voucher: Row, code: string): Promise<string | null> => {
  const entry = await engine.readModels.get(VOUCHER_CODES_TABLE, codeKey(String(voucher.businessId), code));
  const claim = entry === undefined || entry.voucherId !== voucher.id ? undefined : await engine.readModels.get(VOUCHER_CLAIMS_TABLE, String(entry.claimId));
  if (claim === undefined) return CLAIM_NOT_FOUND;
  return claim.assigned === true ? CLAIM_CODE_TAKEN : null;
};

export const publicVoucherView = async (engine: EngineRuntime, voucher: Row, programme: Programme | null, now: Temporal.Instant, code?: string) => {
  const doc = voucher as unknown as VoucherDoc;
  const businessId = String(voucher.businessId);
  const ofCode = code === undefined ? null : await codeProblem(engine, voucher, code);
  // A claim link's unassigned claim already counts towards the quota.
  const counted = Number(voucher.currentClaim) - (code === undefined ? 0 : 1);
  const problem = ofCode === null ? claimProblem(doc, counted, dateInZone(now, String(voucher.timeZone)), 0) : { message: ofCode };
  const left = quotaLeft(doc, Number(voucher.currentClaim));
  return {
    id: String(voucher.id),
    businessId,
    businessName: await businessName(engine, businessId),
    storeKey: storeKeyOf(programme, businessId),
    name: doc.name,
    description: (voucher.description as string | undefined) ?? "",
    image: (voucher.image as string | null | undefined) ?? null,
    claimEnds: doc.options.simpleClaim?.end ?? null,
    left: Number.isFinite(left) ? Math.max(0, left) : null,
    claimProblem: problem?.message ?? null,
  };
};

const creditOf = (credit: Bundle["credit"], precision: number) => ({
  normal: amountOf(credit.normal, precision),
  free: credit.free.map((lot) => ({ amount: amountOf(lot.amount, precision), dayToExpire: lot.dayToExpire })),
});

export const publicStoreView = async (engine: EngineRuntime, programme: Programme) => {
  const { businessId } = programme;
  const precision = creditPrecisionOf(programme);
  return {
    businessId,
    businessName: await businessName(engine, businessId),
    storeKey: storeKeyOf(programme, businessId),
    programmeName: programme.name,
    tiers: tierLadder(programme.tier).map((tier) => ({ name: tier.name, minLevel: tier.minLevel })),
    storeActive: programme.store.activated,
    categories: programme.store.activated
      ? programme.store.categories.map((category) => ({
          id: category.id,
          name: category.name,
          bundles: category.bundles.map((bundle) => ({ id: bundle.id, name: bundle.name, price: bundle.price, credit: creditOf(bundle.credit, precision) })),
        }))
      : [],
  };
};

const titlesOf = (programme: Programme, held: ReadonlyArray<MemberTitle>, now: Temporal.Instant) =>
  held.flatMap((title) => {
    const known = programme.titles.find((t) => t.id === title.id);
    return known === undefined || known.internal || Temporal.Instant.compare(Temporal.Instant.from(title.expiredAt), now) <= 0 ? [] : [{ name: known.name, icon: known.icon, expiredAt: title.expiredAt }];
  });

const cardOf = async (engine: EngineRuntime, programme: Programme, phoneNumber: string, now: Temporal.Instant) => {
  const { state } = await engine.runner.load(memberPhoneClaim, memberPhoneStreamId(programme.businessId, phoneNumber));
  const row = state.ownerId === null ? undefined : await engine.readModels.get(MEMBERS_TABLE, state.ownerId);
  if (row === undefined) return null;
  const ladder = tierLadder(programme.tier);
  const level = Number(row.level);
  return {
    name: String(row.name ?? ""),
    cardNo: String(row.cardNo ?? ""),
    joinedAt: String(row.joinedAt ?? ""),
    level,
    experience: Number(row.experience),
    tier: ladder[tierIndexOf(ladder, level)]?.name ?? "",
    credit: amountOf(spendable(row.creditBalance as CreditBalance, now), creditPrecisionOf(programme)),
    creditOneToOne: programme.creditOneToOne,
    titles: titlesOf(programme, (row.titles as ReadonlyArray<MemberTitle> | undefined) ?? [], now),
  };
};

const vouchersOf = async (engine: EngineRuntime, businessId: string, phoneNumber: string, now: Temporal.Instant) => {
  const { rows } = await engine.readModels.list(VOUCHER_CLAIMS_TABLE, {
    where: { businessId, phoneNumber }, orderBy: { field: "createdAt", direction: "desc" }, limit: MEMBER_VOUCHERS_LIMIT,
  });
  const answers = await Promise.all(rows.map(async (claim) => {
    const voucher = await engine.readModels.get(VOUCHERS_TABLE, String(claim.voucherId));
    if (voucher === undefined) return [];
    const view = claimView(claim, voucher, now);
    return [{ code: String(claim.code), voucherId: String(voucher.id), name: String(voucher.name), use: view.use, maxUse: view.maxUse, validFrom: view.validFrom, expiredAt: view.expiredAt }];
  }));
  return answers.flat();
};

export const memberOwnView = async (engine: EngineRuntime, programme: Programme, phoneNumber: string, now: Temporal.Instant) => ({
  phoneNumber,
  member: await cardOf(engine, programme, phoneNumber, now),
  vouchers: await vouchersOf(engine, programme.businessId, phoneNumber, now),
});
