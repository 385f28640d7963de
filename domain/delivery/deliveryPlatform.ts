// The delivery platforms (spec 4 §1, §7): foodpanda, grabfood and shopeefood, and how each names
// the store it knows us by. One stream per platform and restaurant, `delivery-{platform}-{restaurantId}`
// (ARCHITECTURE §2.1), holds that connection: its setting and its store status.
// Decisions where the spec is silent: grabfood's store is its `merchantID` and shopeefood's its
// `storeID` (spec 4 §3, restaurant delivery attachments); foodpanda's is its `vendorCode` (the
// vendor's code in foodpanda's partner portal; the spec names no field for it).
import { Schema } from "effect";

export const DeliveryPlatform = Schema.Literals(["foodpanda", "grabfood", "shopeefood"]);
export type DeliveryPlatform = typeof DeliveryPlatform.Type;
export const DELIVERY_PLATFORMS: ReadonlyArray<DeliveryPlatform> = DeliveryPlatform.literals;

/** The body and answer field naming the platform's store. */
export const STORE_FIELD = { foodpanda: "vendorCode", grabfood: "merchantID", shopeefood: "storeID" } as const;
export type StoreField = (typeof STORE_FIELD)[DeliveryPlatform];

/** The restaurant's attachment of each platform in the restaurant answer (spec 4 §3). */
export const ATTACHMENT_FIELD = { foodpanda: "foodpandaDelivery", grabfood: "grabfoodDelivery", shopeefood: "shopeefoodDelivery" } as const;

export const deliveryStreamId = (platform: DeliveryPlatform, restaurantId: string): string => `delivery-${platform}-${restaurantId}`;

/** The claim stream that lets one store of a platform connect to one restaurant only. */
export const deliveryStoreClaimStreamId = (platform: DeliveryPlatform, storeRef: string): string => `delivery-store-${platform}-${storeRef}`;
