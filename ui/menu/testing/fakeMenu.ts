// Test support: a MenuPort for render tests. Each method a test does not stub rejects with
// "not implemented: <method>", so a test states exactly which calls it expects. Never used by the app.
import type { MenuPort } from "../../ports/menuPort";

const METHODS: ReadonlyArray<keyof MenuPort> = ["readMenu", "changeMenu", "setInclusiveTaxes", "findProducts", "uploadThumbnail", "readPosVersion"];

export const fakeMenu = (overrides: Partial<MenuPort> = {}): MenuPort => {
  const unimplemented = Object.fromEntries(
    METHODS.map((method) => [method, () => Promise.reject(new Error(`not implemented: ${method}`))]),
  ) as unknown as MenuPort;
  return { ...unimplemented, ...overrides };
};
