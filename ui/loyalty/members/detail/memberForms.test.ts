import { describe, expect, it } from "vitest";
import { sampleMember } from "../testing/renderMemberPages";
import { readDeductCredit, readSendCredit, EMPTY_SEND } from "./creditForms";
import { editFormOf, readMemberEdit } from "./memberEditForm";

const levelling = { baseExpToLevelUp: 300, expRange: [{ minLevel: 10, expToLevelUp: 500 }] };

describe("the send-credit form", () => {
  it("needs normal or free credit, with the spec's messages", () => {
    expect(readSendCredit(EMPTY_SEND, 2)).toEqual({ ok: false, field: "freeAmount", message: "Free credit is required" });
    expect(readSendCredit({ ...EMPTY_SEND, amount: "1000001" }, 2)).toEqual({ ok: false, field: "amount", message: "Max credit is 1000000" });
    expect(readSendCredit({ ...EMPTY_SEND, amount: "1.5" }, 0)).toEqual({ ok: false, field: "amount", message: "Invalid credit amount" });
    expect(readSendCredit({ ...EMPTY_SEND, freeAmount: "2", validity: "0" }, 2)).toEqual({ ok: false, field: "validity", message: "Min validity is 1" });
    expect(readSendCredit({ ...EMPTY_SEND, amount: "1.25", freeAmount: "2", unit: "month", validity: "3" }, 2)).toEqual({
      ok: true,
      value: { amount: 1.25, freeCredit: { amount: 2, validity: 3, unit: "month" }, remark: "" },
    });
  });

  it("refuses a deduction of nothing", () => {
    expect(readDeductCredit({ amount: "0", remark: "" }, 2)).toEqual({ ok: false, field: "amount", message: "Min deduct credit must more than 0" });
    expect(readDeductCredit({ amount: "3", remark: " Lunch " }, 2)).toEqual({ ok: true, value: { amount: 3, remark: "Lunch" } });
  });
});

describe("the member edit form", () => {
  const member = sampleMember(1, { titles: [{ id: "vip", acquiredAt: "2026-01-01T00:00:00Z", expiredAt: "2999-01-01T00:00:00Z" }] });

  it("checks level, experience against the level's cap, and title days", () => {
    const form = editFormOf(member);
    expect(readMemberEdit({ ...form, level: "-1" }, member, levelling)).toEqual({ ok: false, problems: { level: "Min level is 0" } });
    expect(readMemberEdit({ ...form, level: "1000" }, member, levelling)).toEqual({ ok: false, problems: { level: "Max 999" } });
    expect(readMemberEdit({ ...form, level: "1.5" }, member, levelling)).toEqual({ ok: false, problems: { level: "Invalid min level" } });
    expect(readMemberEdit({ ...form, level: "10", experience: "500" }, member, levelling)).toEqual({ ok: false, problems: { experience: "Max experience for level 10 is 499" } });
    expect(readMemberEdit({ ...form, titles: { vip: { days: "0", remove: false } } }, member, levelling)).toEqual({ ok: false, problems: { "title:vip": "Min is 1" } });
  });

  it("sends only the titles changed, a removal as null days, and the card number trimmed", () => {
    const form = { ...editFormOf(member), cardNo: "  ", titles: { vip: { days: "", remove: true }, gold: { days: "5", remove: false }, silver: { days: "", remove: false } } };
    expect(readMemberEdit(form, member, levelling)).toEqual({
      ok: true,
      value: { level: 0, experience: 0, cardNo: null, titles: [{ id: "vip", days: null }, { id: "gold", days: 5 }], _rev: 1 },
    });
  });
});
