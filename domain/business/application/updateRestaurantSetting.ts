// Writing one setting group of a restaurant (PUT /restaurants/{id}/{group}, the demo and seed
// restaurants' settings): the group's decoded input becomes its stored value (restaurantSettings.ts)
// at the revision it was read at.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { restaurantDecider } from "../restaurant";
import { restaurantStreamId } from "../restaurantModel";
import { type SettingGroup, type SettingInput, settingChange } from "../restaurantSettings";

export interface SettingEdit<G extends SettingGroup> {
  readonly restaurantId: string;
  readonly group: G;
  readonly input: SettingInput<G>;
  readonly rev?: number | undefined;
}

export const updateRestaurantSetting = async <G extends SettingGroup>(engine: Engine, edit: SettingEdit<G>, options: RunOptions): Promise<void> => {
  const change = settingChange(edit.group, edit.input);
  await engine.runner.run(restaurantDecider, restaurantStreamId(edit.restaurantId), { type: "UpdateSetting", data: { change, rev: edit.rev } }, options);
};
