// The provider admin section's port (issue 18, spec 1 §2 layout section "admin"): what its pages
// need from the outside world, as types only. Rows are the domain's response Schemas' types.
// Decision where the spec is silent: lists are asked by 0-based page number; the adapter turns it
// into the spec's skip/limit with the page size it is given (ui/admin/pageSize.ts).
import type { ProviderRestaurant } from "../../domain/business/providerRestaurant";
import type { RestaurantTag } from "../../domain/business/restaurantTagView";
import type { ReactionStatus } from "../../domain/engine/reactionStatus";
import type { RewardJobStatus, RunNowAnswer } from "../../domain/loyalty/jobs/rewardJobStatus";
import type { CountryCode } from "../../domain/shared/country";

export type { ProviderRestaurant, ReactionStatus, RestaurantTag, RewardJobStatus, RunNowAnswer };

export interface ProviderRestaurantQuery {
  readonly search: string;
  /** 0-based. */
  readonly page: number;
  readonly businessId: string | null;
  readonly country: CountryCode | null;
  readonly tagId: string | null;
}

export interface ProviderRestaurantPage {
  readonly resources: ReadonlyArray<ProviderRestaurant>;
  readonly totalResources: number;
}

export interface RewardJobQuery {
  /** 0-based. */
  readonly page: number;
  readonly businessId: string | null;
}

export interface RewardJobPage {
  readonly resources: ReadonlyArray<RewardJobStatus>;
  readonly totalResources: number;
}

export interface AdminPort {
  readonly listRestaurants: (query: ProviderRestaurantQuery) => Promise<ProviderRestaurantPage>;
  /** Every restaurant the user may see (up to 1000, by name): the tag dialog's choices. */
  readonly restaurantChoices: () => Promise<ReadonlyArray<ProviderRestaurant>>;
  readonly listTags: () => Promise<ReadonlyArray<RestaurantTag>>;
  readonly createTag: (name: string) => Promise<RestaurantTag>;
  readonly renameTag: (tag: { readonly id: string; readonly name: string; readonly rev: number }) => Promise<RestaurantTag>;
  readonly tagRestaurants: (tag: { readonly id: string; readonly restaurantIds: ReadonlyArray<string>; readonly rev: number }) => Promise<RestaurantTag>;
  readonly deleteTag: (id: string) => Promise<void>;
  /** The Reward job page: scheduled loyalty jobs, and the reactions that follow the event log. */
  readonly listRewardJobs: (query: RewardJobQuery) => Promise<RewardJobPage>;
  /** Runs the job's one period now (Run now, or Re-run of a done period): its outcome and the job after it. */
  readonly runRewardJob: (key: string) => Promise<RunNowAnswer>;
  readonly listReactions: () => Promise<ReadonlyArray<ReactionStatus>>;
  /** Asks for a failed reaction's event to be tried again now; answers every reaction's status. */
  readonly rerunReaction: (name: string) => Promise<ReadonlyArray<ReactionStatus>>;
}
