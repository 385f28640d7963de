// Owns: the balance check (issue 4 item 2 "the balance always equals the sum of the ledger: a
// check command verifies it for every member"). For one member it compares four figures that
// must agree: the balance folded from its stream, the sum of the stream's credit movements,
// the `members` row's balance and the sum of its `credit_transactions` rows; and it requires
// that no part of the balance (normal credit, any free lot) is negative.
import { type CreditBalance, ledgerTotal } from "./creditLedger";
import type { MemberEvent } from "./memberModel";

export interface LedgerFigures {
  readonly memberId: string;
  readonly foldedBalance: number;
  readonly movementSum: number;
  readonly rowBalance: number;
  readonly transactionRowSum: number;
  readonly negativePart: boolean;
}

/** The sum of every credit movement among a member's events. */
export const movementSum = (events: ReadonlyArray<MemberEvent>): number =>
  events.reduce(
    (total, event) =>
      event.type === "CreditTransactionRecorded"
        ? total + event.data.normal + event.data.free.reduce((t, lot) => t + lot.amount, 0)
        : total,
    0,
  );

export const hasNegativePart = (balance: CreditBalance): boolean => balance.normal < 0 || balance.free.some((lot) => lot.amount < 0);

export const ledgerFigures = (
  memberId: string,
  folded: CreditBalance,
  events: ReadonlyArray<MemberEvent>,
  rowBalance: number,
  transactionRowSum: number,
): LedgerFigures => ({
  memberId,
  foldedBalance: ledgerTotal(folded),
  movementSum: movementSum(events),
  rowBalance,
  transactionRowSum,
  negativePart: hasNegativePart(folded),
});

/** True when the four figures agree and nothing is negative. */
export const ledgerHolds = (f: LedgerFigures): boolean =>
  !f.negativePart && f.foldedBalance === f.movementSum && f.movementSum === f.rowBalance && f.rowBalance === f.transactionRowSum;
