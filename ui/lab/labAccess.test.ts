import { describe, expect, it } from "vitest";
import { flagsFor } from "../../domain/auth/roleFlags";
import { canOpenLab } from "./labAccess";

const ID = "000000000000000000000001";
const flags = (roles: ReadonlyArray<"admin" | "staff">, agentIds: string[] = []) => flagsFor({ userId: ID, roles: [...roles], agentIds });

describe("canOpenLab", () => {
  it("opens to admin and staff users on any build", () => {
    expect(canOpenLab(flags(["admin"]), "production")).toBe(true);
    expect(canOpenLab(flags(["staff"]), "sandbox")).toBe(true);
  });

  it("stays closed to other users and to nobody outside development", () => {
    expect(canOpenLab(flags([]), "sandbox")).toBe(false);
    expect(canOpenLab(flags([], [ID]), "production")).toBe(false);
    expect(canOpenLab(null, "sandbox")).toBe(false);
  });

  it("opens to everyone on a development build", () => {
    expect(canOpenLab(flags([]), "development")).toBe(true);
    expect(canOpenLab(null, "development")).toBe(true);
  });
});
