// Owns: the Grab campaign dialog's draft (issue 17 items 3 and 7): the fields as a person edits
// them, how a campaign GrabFood lists becomes a draft and a draft becomes the campaign we send
// (domain/delivery/grabCampaign.ts), and the field messages: the Schema's and GrabFood's rules
// (campaignProblem), each on the field that fixes it.
// Decisions where the spec is silent:
// - Start and end are typed as local date-times in the business's time zone and sent as the
//   instants GrabFood takes; amounts (value, cap, minimum basket) are GrabFood's own, in the
//   currency's units (RM5 is 5), as its API takes them.
// - A campaign's creator is GrabFood's to say: ours are 'Partner'; the draft keeps it to show it.
import { Result, Schema, SchemaIssue } from "effect";
import { Temporal } from "temporal-polyfill";
import {
  type CampaignCreatedBy, type CampaignDiscountType, type CampaignScopeType, type EaterType, type GrabCampaign, GrabCampaignInput, campaignProblem,
} from "../../domain/delivery/grabCampaign";

export const START_REQUIRED = "Start time is required";
export const END_REQUIRED = "End time is required";

export interface CampaignDraft {
  readonly name: string;
  readonly createdBy: typeof CampaignCreatedBy.Type;
  readonly eaterType: typeof EaterType.Type;
  readonly discountType: typeof CampaignDiscountType.Type;
  readonly value: number | null;
  readonly cap: number | null;
  readonly scopeType: typeof CampaignScopeType.Type;
  readonly itemIds: ReadonlyArray<string>;
  /** Local date-times "YYYY-MM-DDTHH:mm" in the business's time zone. */
  readonly start: string;
  readonly end: string;
  readonly minBasketAmount: number | null;
  readonly totalCount: number | null;
  readonly totalCountPerUser: number | null;
}

export type CampaignErrors = Readonly<Record<string, string>>;

export const blankCampaign = (today: string): CampaignDraft => ({
  name: "", createdBy: "Partner", eaterType: "all", discountType: "net", value: null, cap: null, scopeType: "order", itemIds: [],
  start: `${today}T00:00`, end: `${today}T23:59`, minBasketAmount: null, totalCount: null, totalCountPerUser: null,
});

const localOf = (iso: string, zone: string): string => Temporal.Instant.from(iso).toZonedDateTimeISO(zone).toPlainDateTime().toString({ smallestUnit: "minute" });

const instantOf = (local: string, zone: string): string | null => {
  try {
    return Temporal.PlainDateTime.from(local).toZonedDateTime(zone).toInstant().toString({ smallestUnit: "second" });
  } catch {
    return null;
  }
};

export const draftOf = (campaign: GrabCampaign, zone: string): CampaignDraft => ({
  name: campaign.name,
  createdBy: campaign.createdBy,
  eaterType: campaign.conditions.eaterType,
  discountType: campaign.discount.type,
  value: campaign.discount.value ?? null,
  cap: campaign.discount.cap ?? null,
  scopeType: campaign.discount.scope.type,
  itemIds: campaign.discount.scope.objectIDs ?? [],
  start: localOf(campaign.conditions.startTime, zone),
  end: localOf(campaign.conditions.endTime, zone),
  minBasketAmount: campaign.conditions.minBasketAmount ?? null,
  totalCount: campaign.quotas?.totalCount ?? null,
  totalCountPerUser: campaign.quotas?.totalCountPerUser ?? null,
});

const present = <K extends string, V>(key: K, value: V | null): { [P in K]?: V } => (value === null ? {} : ({ [key]: value } as { [P in K]?: V }));

/** The body GrabFood gets (before decoding): what the draft says, nothing it leaves empty. */
export const campaignBodyOf = (draft: CampaignDraft, merchantID: string, zone: string) => {
  const quotas = { ...present("totalCount", draft.totalCount), ...present("totalCountPerUser", draft.totalCountPerUser) };
  return {
    merchantID,
    name: draft.name,
    ...(Object.keys(quotas).length === 0 ? {} : { quotas }),
    conditions: { startTime: instantOf(draft.start, zone) ?? "", endTime: instantOf(draft.end, zone) ?? "", eaterType: draft.eaterType, ...present("minBasketAmount", draft.minBasketAmount) },
    discount: {
      type: draft.discountType,
      ...(draft.discountType === "freeItem" ? {} : present("value", draft.value)),
      ...(draft.discountType === "percentage" ? present("cap", draft.cap) : {}),
      scope: draft.scopeType === "order" ? { type: "order" as const } : { type: "items" as const, objectIDs: [...draft.itemIds] },
    },
  };
};

const FIELD_OF_PATH: Readonly<Record<string, string>> = {
  name: "name", "conditions.startTime": "start", "conditions.endTime": "end", "conditions.minBasketAmount": "minBasketAmount",
  "discount.value": "value", "discount.cap": "cap", "quotas.totalCount": "totalCount", "quotas.totalCountPerUser": "totalCountPerUser",
  "discount.scope.objectIDs": "items",
};

const FIELD_OF_PROBLEM: Readonly<Record<string, string>> = {
  "End time must be after start time": "end",
  "Discount value is required": "value",
  "Percentage must be between 0 and 100": "value",
  "Pick at least one item": "items",
  "A free item campaign takes exactly one item": "items",
  "New eaters only apply to order campaigns": "eaterType",
};

const format = SchemaIssue.makeFormatterStandardSchemaV1();
const keyOf = (path: ReadonlyArray<unknown>): string =>
  path.map((item) => (typeof item === "object" && item !== null && "key" in item ? String(item.key) : String(item))).join(".");

/** Field → first message; empty when GrabFood would take the campaign. */
export const campaignErrors = (draft: CampaignDraft, merchantID: string, zone: string): CampaignErrors => {
  const errors: Record<string, string> = {};
  const put = (field: string, message: string) => {
    if (errors[field] === undefined) errors[field] = message;
  };
  if (instantOf(draft.start, zone) === null) put("start", START_REQUIRED);
  if (instantOf(draft.end, zone) === null) put("end", END_REQUIRED);
  const decoded = Schema.decodeUnknownResult(GrabCampaignInput)(campaignBodyOf(draft, merchantID, zone), { errors: "all" });
  if (Result.isFailure(decoded)) {
    for (const issue of format(decoded.failure.issue).issues) {
      const path = keyOf(issue.path ?? []);
      put(FIELD_OF_PATH[path] ?? (path.startsWith("discount.scope.objectIDs") ? "items" : path), issue.message);
    }
    return errors;
  }
  const problem = campaignProblem(decoded.success);
  if (problem !== null) put(FIELD_OF_PROBLEM[problem] ?? "name", problem);
  return errors;
};

/** The campaign to send, or null while the draft has errors. */
export const campaignInputOf = (draft: CampaignDraft, merchantID: string, zone: string): GrabCampaignInput | null => {
  if (Object.keys(campaignErrors(draft, merchantID, zone)).length > 0) return null;
  return Schema.decodeUnknownSync(GrabCampaignInput)(campaignBodyOf(draft, merchantID, zone));
};
