// Moving a business's marketing to v2 (POST /marketing-v2/{businessId}/migrate): RequestMigration
// on `marketing-setting-{businessId}` (marketingSetting.ts: requested and migrated together, no
// way back; a repeat appends nothing).
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { marketingSettingDecider, marketingSettingStreamId } from "../marketingSetting";

export const requestMarketingMigration = async (engine: Engine, businessId: string, options: RunOptions): Promise<void> => {
  await engine.runner.run(marketingSettingDecider, marketingSettingStreamId(businessId), { type: "RequestMigration", data: { businessId } }, options);
};
