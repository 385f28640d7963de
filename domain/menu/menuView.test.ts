import { describe, expect, it } from "vitest";
import { menuDecider } from "./menuDocument";
import { menuStreamId } from "./menuModel";
import { menuDocumentView } from "./menuView";

describe("menuDocumentView", () => {
  const state = menuDecider.initialState;

  it("answers the document of a state as pinned, the same view each time it is asked", () => {
    const view = menuDocumentView("r-1", state);
    expect(view).toMatchObject({ _id: menuStreamId("r-1"), _rev: 0, updatedAt: null, masterCatalogSetting: { inclusiveTaxes: false }, product: [] });
    expect(menuDocumentView("r-1", state)).toBe(view);
  });

  it("names the menu asked for, even for a state another menu folded to", () => {
    menuDocumentView("r-1", state);
    expect(menuDocumentView("r-2", state)._id).toBe(menuStreamId("r-2"));
  });

  it("makes a new view for a new state", () => {
    const view = menuDocumentView("r-1", state);
    const next = { ...state, revision: 1 };
    expect(menuDocumentView("r-1", next)).not.toBe(view);
    expect(menuDocumentView("r-1", next)._rev).toBe(1);
  });
});
