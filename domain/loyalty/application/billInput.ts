// Owns: the bodies of the till's bill events (ARCHITECTURE §3 pos-event) as the POS route decodes
// them, with their bounds (issue 13 item 5): BILL_COMPLETED {billId, memberPhone, total,
// items, closedAt} and BILL_REFUNDED {billId, memberPhone}. A body outside them is a 400 with
// the field's message, and nothing is written.
// Decisions where the spec is silent:
// - Amounts (the total and every item price) are Money, bounded once in domain/shared/money.ts
//   (±10^12 minor units, 'Amount is out of range'), so every sum the bill makes (spend,
//   cashback, averages) stays a safe integer; the total is not negative ('Invalid total').
// - At most 1,000 items; a quantity is a whole number from 1 to 1,000,000; a product id is 1 to
//   64 characters without control characters.
import { Schema } from "effect";
import { IsoInstant } from "../../auth/fields";
import { BillId } from "../../business/restaurantBillId";
import { Money } from "../../shared/money";
import { checkPhone } from "../../shared/phone";
import { INVALID_TOTAL } from "../member/memberBills";

export const MAX_BILL_ITEMS = 1_000;
export const MAX_ITEM_QUANTITY = 1_000_000;
export const TOO_MANY_ITEMS = `A bill has at most ${MAX_BILL_ITEMS} items`;
export const INVALID_QUANTITY = "Invalid quantity";
export const PRODUCT_ID_REQUIRED = "Product id is required";
export const INVALID_PRODUCT_ID = "Product id must be at most 64 characters, without control characters";

const MemberPhone = Schema.String.check(Schema.makeFilter((text: string) => checkPhone(text, "MY") ?? true));

const BillTotal = Money.check(Schema.makeFilter((m: Money) => m.amount >= 0 || INVALID_TOTAL));

const BillItem = Schema.Struct({
  productId: Schema.String.check(
    Schema.isNonEmpty({ message: PRODUCT_ID_REQUIRED }),
    Schema.isPattern(/^[^\u0000-\u001f\u007f]{0,64}$/, { message: INVALID_PRODUCT_ID }),
  ),
  quantity: Schema.Finite.check(
    Schema.isInt({ message: INVALID_QUANTITY }),
    Schema.isBetween({ minimum: 1, maximum: MAX_ITEM_QUANTITY }, { message: INVALID_QUANTITY }),
  ),
  price: Money,
});

export const BillCompletedInput = Schema.Struct({
  billId: BillId,
  memberPhone: MemberPhone,
  total: BillTotal,
  items: Schema.Array(BillItem).check(Schema.isMaxLength(MAX_BILL_ITEMS, { message: TOO_MANY_ITEMS })),
  closedAt: IsoInstant,
});
export type BillCompletedInput = typeof BillCompletedInput.Type;

export const BillRefundedInput = Schema.Struct({ billId: BillId, memberPhone: MemberPhone });
export type BillRefundedInput = typeof BillRefundedInput.Type;
