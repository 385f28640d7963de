// The UI's loyalty port over HTTP (client rooted at /api/v2): the membership calls of spec 2 §7
// on the business scope (`/businesses/{businessId}/membership...`) and the marketing setting
// (`/marketing-v2/{businessId}/setting`, ARCHITECTURE §3). Section writes carry `_rev`.
// Typed structurally like businessApi.ts: ui/app/composition.ts checks it against the port.
// Decisions where the contract is silent:
// - GET /membership answering 404 means "no programme yet" (null); any other failure throws.
// - A programme read without `_rev` takes its stream `revision` as the revision it was read at.
// - Sections that are lists are sent in an object with `_rev` beside them ({expRange, _rev}).
// - The overview figures are `GET /membership/summary`; the CRM v2 conversion is the marketing
//   migration request, `POST /marketing-v2/{businessId}/migrate`, whose answer carries the notice.
// - The card background is uploaded as its bytes to `PUT /membership/design/image`, which
//   answers `{url}` (the stored image's download address) among the image's facts.
import type { ApiClient } from "./apiClient";
import { ApiError } from "./apiError";
import { createHttpLoyaltyMembers } from "./loyaltyMembersApi";
import { createHttpLoyaltyRewards } from "./loyaltyRewardsApi";

type Write<T> = { readonly businessId: string; readonly rev: number; readonly change: T };
type Read = { readonly _rev?: number; readonly revision?: number };

const at = (id: string): string => encodeURIComponent(id);
const membership = (businessId: string, section = ""): string => `/businesses/${at(businessId)}/membership${section}`;
const withRev = <P extends Read>(programme: P): P & { readonly _rev: number } => ({ ...programme, _rev: programme._rev ?? programme.revision ?? 0 });

/** The loyalty port's calls; `P` is the programme and `S` the summary the server answers. */
export const createHttpLoyalty = <P extends Read, S>(client: ApiClient) => {
  const put = async (section: string, { businessId, rev, change }: Write<object>) =>
    withRev(await client.request<P>("PUT", membership(businessId, section), { ...change, _rev: rev }));
  return {
    ...createHttpLoyaltyMembers(client),
    ...createHttpLoyaltyRewards(client),
    getProgramme: async (businessId: string) => {
      try {
        return withRev(await client.request<P>("GET", membership(businessId)));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    createProgramme: async (businessId: string, input: object) => withRev(await client.request<P>("POST", membership(businessId), input)),
    replaceTiers: (write: Write<object>) => put("/tier", write),
    replaceExperienceRanges: (write: Write<ReadonlyArray<object>>) => put("/experience-range", { ...write, change: { expRange: write.change } }),
    replaceOnLevelReward: (write: Write<object>) => put("/on-level-reward", write),
    replaceOnJoinReward: (write: Write<ReadonlyArray<string>>) => put("/on-join-reward", { ...write, change: { vouchers: write.change } }),
    replaceLevelCycle: (write: Write<object>) => put("/level-cycle", write),
    replaceTitles: (write: Write<ReadonlyArray<object>>) => put("/titles", { ...write, change: { titles: write.change } }),
    replaceBenefits: (write: Write<ReadonlyArray<object>>) => put("/benefits", { ...write, change: { benefits: write.change } }),
    summary: (businessId: string) => client.request<S>("GET", membership(businessId, "/summary")),
    marketingSetting: (businessId: string) =>
      client.request<{ readonly apiVersion: string; readonly portalUrl?: string }>("GET", `/marketing-v2/${at(businessId)}/setting`),
    convertToCrmV2: async (businessId: string) =>
      (await client.request<{ readonly message: string }>("POST", `/marketing-v2/${at(businessId)}/migrate`)).message,
    updateSettings: (write: Write<object>) => put("", write),
    updateDesign: (write: Write<object>) => put("/design", write),
    uploadDesignImage: async (businessId: string, file: { readonly contentType: string; readonly bytes: Blob }) =>
      (await client.upload<{ readonly url: string }>("PUT", membership(businessId, "/design/image"), file.bytes, file.contentType)).url,
    updateStore: (write: Write<object>) => put("/store", write),
    replaceStoreCategories: (write: Write<ReadonlyArray<object>>) => put("/store-bundle", { ...write, change: { categories: write.change } }),
  };
};
