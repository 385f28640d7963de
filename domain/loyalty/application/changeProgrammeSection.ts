// Replacing one section of the programme (spec 2 §7 PUT /membership/{tier, experience-range,
// level-cycle, titles, benefits, on-join-reward, on-level-reward, design, store, store-bundle}):
// each a whole-section write on the programme stream with the `_rev` it was read at (a stale one
// is 409 and the newer data stays). What the programme cannot check itself is checked first
// (programmeReferences.ts): a benefit's restaurants and scheduled vouchers, the rewards' and the
// bundles' vouchers, the bundles' menu products. Activating the store reads the business's company (its tax registration,
// 'Company tax registration is required').
import { BUSINESSES_TABLE } from "../../business/businesses.projection";
import type { Company } from "../../business/company";
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { programmeDecider } from "../programme/programme";
import { type ProgrammeCommand, programmeStreamId } from "../programme/programmeModel";
import type { StoreSettingsInput } from "../programme/store";
import { ensureMenuProducts, ensureRestaurants, ensureRewards } from "./programmeReferences";

type StoreChange = Extract<ProgrammeCommand, { type: "UpdateStore" }>;

/** A section write: a programme command other than setup and settings; the store's without the company. */
export type SectionChange =
  | Exclude<ProgrammeCommand, { type: "CreateProgramme" | "UpdateSettings" | "UpdateStore" }>
  | { readonly type: "UpdateStore"; readonly data: Omit<StoreChange["data"], "company"> & { readonly store: StoreSettingsInput } };

const checkReferences = async (engine: Engine, businessId: string, change: SectionChange): Promise<void> => {
  switch (change.type) {
    case "ReplaceBenefits":
      for (const [index, benefit] of change.data.benefits.entries()) {
        await ensureRestaurants(engine, businessId, benefit.targetRestaurant ?? [], ["benefits", index, "targetRestaurant"]);
        if (benefit.options.type === "schedule") await ensureRewards(engine, businessId, benefit.options.vouchers ?? [], ["benefits", index, "options", "vouchers"]);
      }
      return;
    case "ReplaceOnJoinReward":
      return ensureRewards(engine, businessId, change.data.vouchers, ["vouchers"]);
    case "ReplaceOnLevelReward":
      await ensureRewards(engine, businessId, change.data.onLevelReward.vouchers.map((v) => v.voucher), ["vouchers"]);
      return ensureRewards(engine, businessId, (change.data.onLevelReward.fixVouchers ?? []).map((v) => v.voucher), ["fixVouchers"]);
    case "ReplaceStoreCategories":
      for (const [ci, category] of change.data.categories.entries()) {
        for (const [bi, bundle] of (category.bundles ?? []).entries()) {
          await ensureRewards(engine, businessId, bundle.vouchers ?? [], ["categories", ci, "bundles", bi, "vouchers"]);
          await ensureMenuProducts(engine, businessId, bundle.products ?? [], ["categories", ci, "bundles", bi, "products"]);
        }
      }
      return;
    case "ReplaceTiers":
    case "ReplaceExperienceRanges":
    case "ReplaceLevelCycle":
    case "ReplaceTitles":
    case "UpdateDesign":
    case "UpdateStore":
      return;
    default: {
      const unknown: never = change;
      return unknown;
    }
  }
};

const commandOf = async (engine: Engine, businessId: string, change: SectionChange): Promise<ProgrammeCommand> => {
  if (change.type !== "UpdateStore") return change;
  const business = await engine.readModels.get(BUSINESSES_TABLE, businessId);
  return { type: "UpdateStore", data: { ...change.data, company: (business?.company ?? null) as Company | null } };
};

export const changeProgrammeSection = async (engine: Engine, businessId: string, change: SectionChange, options: RunOptions): Promise<void> => {
  await checkReferences(engine, businessId, change);
  await engine.runner.run(programmeDecider, programmeStreamId(businessId), await commandOf(engine, businessId, change), options);
};
