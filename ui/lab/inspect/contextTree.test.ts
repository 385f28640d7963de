import { describe, expect, it } from "vitest";
import { branchKeys, contextTree } from "./contextTree";

describe("contextTree", () => {
  it("makes objects and arrays branches keyed by their path, everything else a JSON leaf", () => {
    const tree = contextTree({ phoneNumber: "+60", fieldErrors: { code: "Required" }, roles: ["admin"], notice: null, gone: undefined });
    expect(tree).toEqual({
      key: "context",
      name: "context",
      size: "{5}",
      children: [
        { key: "context.phoneNumber", name: "phoneNumber", value: '"+60"' },
        {
          key: "context.fieldErrors",
          name: "fieldErrors",
          size: "{1}",
          children: [{ key: "context.fieldErrors.code", name: "code", value: '"Required"' }],
        },
        { key: "context.roles", name: "roles", size: "[1]", children: [{ key: "context.roles.0", name: "0", value: '"admin"' }] },
        { key: "context.notice", name: "notice", value: "null" },
        { key: "context.gone", name: "gone", value: "undefined" },
      ],
    });
    expect(branchKeys(tree)).toEqual(["context", "context.fieldErrors", "context.roles"]);
  });

  it("shows a context that is not an object as a single leaf", () => {
    expect(contextTree(undefined)).toEqual({ key: "context", name: "context", value: "undefined" });
  });
});
