// The menu manager's machines as the Machine Lab and the model-based test see them: the confirmed
// save of a menu item (an add-on group's type change asks first). Sample data only.
import { fromPromise } from "xstate";
import { actorDone, actorFailed, catalogueEntry } from "../catalogueEntry";
import { confirmedSaveMachine } from "./confirmedSave.machine";

const confirmedSave = catalogueEntry({
  id: "menu.confirmedSave",
  title: "Menu item save (add-on group type change)",
  description: "Saves a menu item from its dialog; a change that needs it (an add-on group's type) is confirmed first, naming the products whose bindings are recomputed.",
  machine: confirmedSaveMachine,
  sampleInput: undefined,
  mockActors: { save: fromPromise<boolean, void>(async () => true) },
  sampleEvents: [
    { type: "item.save", needsConfirmation: true },
    { type: "item.save", needsConfirmation: false },
    actorDone("save", true),
    actorDone("save", false),
    actorFailed("save", "Name is required"),
  ],
});

export const menuCatalogue = [confirmedSave];
