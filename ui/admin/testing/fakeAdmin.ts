// Test support: an AdminPort for render tests. Each method a test does not stub rejects with
// "not implemented: <method>", so a test states exactly which calls it expects. Never used by the app.
import type { AdminPort } from "../../ports/adminPort";

const METHODS: ReadonlyArray<keyof AdminPort> = ["listRestaurants", "restaurantChoices", "listTags", "createTag", "renameTag", "tagRestaurants", "deleteTag", "listRewardJobs", "runRewardJob", "listReactions", "rerunReaction"];

export const fakeAdmin = (overrides: Partial<AdminPort> = {}): AdminPort => {
  const unimplemented = Object.fromEntries(
    METHODS.map((method) => [method, () => Promise.reject(new Error(`not implemented: ${method}`))]),
  ) as unknown as AdminPort;
  return { ...unimplemented, ...overrides };
};
