// A business URL slug changes hands through its claim stream `business-url-{slug}`
// (domain/business/uniqueClaim.ts), so two businesses can never hold one slug, even when they
// are created at the same moment: claim the new slug, write the business, then release the
// old slug; a write that fails releases the slug it just claimed.
// Decision where the spec is silent: the old slug is freed at once (no quarantine), so a
// member link using it may lead to another business later.
import { businessUrlClaim, businessUrlStreamId } from "../../../domain/business/uniqueClaim";
import type { Caller } from "./caller";

const claim = (caller: Caller, slug: string, ownerId: string) =>
  caller.run(businessUrlClaim, businessUrlStreamId(slug), { type: "Claim", data: { key: slug, ownerId } });

const release = (caller: Caller, slug: string, ownerId: string) =>
  caller.run(businessUrlClaim, businessUrlStreamId(slug), { type: "Release", data: { key: slug, ownerId } });

/** Runs `write` for business `ownerId` moving its slug from `from` to `to` (null: none). */
export const withUrlClaim = async <T>(
  caller: Caller,
  ownerId: string,
  from: string | null,
  to: string | null,
  write: () => Promise<T>,
): Promise<T> => {
  const claimed = to !== null && to !== from;
  if (claimed) await claim(caller, to, ownerId);
  let result: T;
  try {
    result = await write();
  } catch (error) {
    if (claimed) await release(caller, to, ownerId);
    throw error;
  }
  if (from !== null && from !== to) await release(caller, from, ownerId);
  return result;
};

/** Frees the slug of a deleted business. */
export const releaseUrl = async (caller: Caller, ownerId: string, slug: string | null): Promise<void> => {
  if (slug !== null) await release(caller, slug, ownerId);
};
