// A credit amount as people type it (1.50 credit, or 150 points) in the programme's ledger units
// (creditUnits.ts): more decimals than the programme's credit precision is 'Invalid credit
// amount' (400 at the field's path).
import { DomainError } from "../../engine/decider";
import { INVALID_CREDIT_AMOUNT, unitsOf } from "../member/creditUnits";
import type { Programme } from "../programme/programmeModel";
import { creditPrecisionOf } from "./activeProgramme";

export const creditUnitsOf = (programme: Programme, amount: number, path: ReadonlyArray<string>): number => {
  const units = unitsOf(amount, creditPrecisionOf(programme));
  if (units === null) throw new DomainError(INVALID_CREDIT_AMOUNT, 400, path);
  return units;
};
