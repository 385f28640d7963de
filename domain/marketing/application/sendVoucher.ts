// Sending a voucher to members (PUT /vouchers/{id}/send): one assigned claim each (its code is
// its claim id), AssignClaims on `voucher-{id}` for every member named, who must be members of
// the business's loyalty programme ('Member not found', 404, and nothing is sent). The answer
// carries the spec's 'Reward {name} sent to N member(s)'. A member named twice gets one claim; a
// repeated Idempotency-Key answers the first send and gives nothing more.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { MEMBER_NOT_FOUND } from "../../loyalty/member/member";
import { MEMBERS_TABLE } from "../../loyalty/member/members.projection";
import { voucherDecider } from "../voucher";
import { voucherStreamId } from "../voucherModel";

export const sentMessage = (name: string, count: number): string => `Reward ${name} sent to ${count} member(s)`;

export interface VoucherSending {
  readonly businessId: string;
  readonly voucherId: string;
  readonly memberIds: ReadonlyArray<string>;
}

export interface Sent {
  readonly sent: number;
  readonly message: string;
}

const recipientsOf = async (engine: Engine, businessId: string, memberIds: ReadonlyArray<string>) => {
  const rows = await Promise.all([...new Set(memberIds)].map((id) => engine.readModels.get(MEMBERS_TABLE, id)));
  return rows.map((row) => {
    if (row === undefined || row.businessId !== businessId) throw new DomainError(MEMBER_NOT_FOUND, 404);
    return {
      claimId: engine.context().newId(),
      memberId: String(row.id),
      phoneNumber: typeof row.phoneNumber === "string" ? row.phoneNumber : null,
      name: typeof row.name === "string" ? row.name : null,
    };
  });
};

export const sendVoucher = async (engine: Engine, { businessId, voucherId, memberIds }: VoucherSending, options: RunOptions): Promise<Sent> => {
  const claims = await recipientsOf(engine, businessId, memberIds);
  const outcome = await engine.runner.run(voucherDecider, voucherStreamId(voucherId), { type: "AssignClaims", data: { claims, via: "send" } }, options);
  const sent = outcome.events.reduce((n, e) => n + (e.type === "ClaimsAssigned" ? (e.data as { claims: unknown[] }).claims.length : 0), 0);
  const name = outcome.state.status === "active" ? outcome.state.voucher.name : "";
  return { sent, message: sentMessage(name, sent) };
};
