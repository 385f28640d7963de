// The legal information of a business (PUT /businesses/{id}/company): the company, whole, at the
// revision it was read at.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { businessDecider } from "../business";
import { businessStreamId } from "../businessModel";
import { type CompanyInput, companyFromInput } from "../company";

export interface CompanyEdit {
  readonly businessId: string;
  readonly company: CompanyInput;
  readonly rev: number | undefined;
}

export const updateCompany = async (engine: Engine, { businessId, company, rev }: CompanyEdit, options: RunOptions): Promise<void> => {
  await engine.runner.run(businessDecider, businessStreamId(businessId), { type: "UpdateCompany", data: { company: companyFromInput(company), rev } }, options);
};
