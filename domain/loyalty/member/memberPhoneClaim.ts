// Owns: "a phone number is at most one member of a business" (issue 4 item 2), held under
// concurrency by a claim stream per business and phone, `membership-phone-{businessId}-{e164}`
// (domain/business/uniqueClaim.ts): enrolment claims the phone for the new member id first,
// then enrols; a failed enrolment releases the claim. POS events find a member by phone here.
// Decision where the spec is silent: the refusal is the spec's uniqueness message
// 'phoneNumber has constraint' (spec 1 §8 '{key} has constraint'), answered 409.
import { uniqueClaimDecider } from "../../business/uniqueClaim";

export const memberPhoneClaim = uniqueClaimDecider("phoneNumber");
export const memberPhoneStreamId = (businessId: string, phoneNumber: string): string => `membership-phone-${businessId}-${phoneNumber}`;
