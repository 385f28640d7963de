// A restaurant's setting for one delivery platform (GET/PUT /delivery/{platform}/setting/{id},
// spec 4 §7): whether the connection is on, the platform's store id (deliveryPlatform.ts) and the
// partner credentials (client id and secret). The body carries `_id`, the restaurant's id.
// Decisions where the spec is silent:
// - The secret is write-only: it is kept in the connection's stream (server side) and answered
//   only as a hint, `clientSecretHint` ("••••" and its last 4 characters when it has 8 or more).
//   A PUT without `clientSecret` keeps the stored one; an empty one removes it.
// - An enabled connection needs the store id: '{Store field} is required' ('Merchant ID is
//   required', 'Store ID is required', 'Vendor code is required').
// - A store id is letters, digits, `.`, `_`, `-` ('Invalid Merchant ID'); one store of a platform
//   connects to one restaurant only ('merchantID has constraint', 409).
// - `_id` must be the restaurant of the path: 'Invalid restaurantId' (spec 4 §8).
// - A restaurant never connected answers a disabled setting with empty fields.
// - Partner base URLs are not a restaurant setting: they come from the server's environment
//   (adapters/delivery/), so a tenant cannot point the server at an address of its choosing.
import { Schema } from "effect";
import { Revision } from "../business/revision";
import { boundedText, boundedTrimmedText, requiredId } from "../shared/inputBounds";
import { type DeliveryPlatform, STORE_FIELD } from "./deliveryPlatform";

export const INVALID_RESTAURANT_ID = "Invalid restaurantId";
export const STORE_REF_REQUIRED = { foodpanda: "Vendor code is required", grabfood: "Merchant ID is required", shopeefood: "Store ID is required" } as const;
const STORE_REF_LABEL = { foodpanda: "Vendor code", grabfood: "Merchant ID", shopeefood: "Store ID" } as const;
const STORE_REF_MAX = 64;
const SECRET_MAX = 512;

/** A store id: letters, digits, `.`, `_` and `-` (Grab's look like 1-CYNGRUNGSBCCC), possibly empty. */
const storeRef = (platform: DeliveryPlatform) =>
  boundedTrimmedText(STORE_REF_LABEL[platform], STORE_REF_MAX).check(
    Schema.isPattern(/^[A-Za-z0-9._-]*$/, { message: `Invalid ${STORE_REF_LABEL[platform]}` }),
  );

/** What the connection holds, whatever the platform names its store field. */
export interface DeliveryConnection {
  readonly enabled: boolean;
  readonly storeRef: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

export const NO_CONNECTION: DeliveryConnection = { enabled: false, storeRef: "", clientId: "", clientSecret: "" };

/** The PUT body of one platform: `_id`, `enabled`, its store field, `clientId`, optional `clientSecret`, optional `_rev`. */
export const settingBody = (platform: DeliveryPlatform) =>
  Schema.Struct({
    _id: requiredId(INVALID_RESTAURANT_ID, INVALID_RESTAURANT_ID),
    enabled: Schema.Boolean,
    [STORE_FIELD[platform]]: storeRef(platform),
    clientId: Schema.optionalKey(boundedTrimmedText("Client ID", STORE_REF_MAX * 2)),
    clientSecret: Schema.optionalKey(boundedText("Client secret", SECRET_MAX)),
    _rev: Schema.optionalKey(Revision),
  });

/** The edit a PUT asks for: `clientSecret` undefined keeps the stored secret. */
export interface SettingEdit {
  readonly enabled: boolean;
  readonly storeRef: string;
  readonly clientId: string;
  readonly clientSecret: string | undefined;
}

export const settingEditOf = (platform: DeliveryPlatform, body: Readonly<Record<string, unknown>>): SettingEdit => ({
  enabled: body.enabled === true,
  storeRef: String(body[STORE_FIELD[platform]] ?? ""),
  clientId: typeof body.clientId === "string" ? body.clientId : "",
  clientSecret: typeof body.clientSecret === "string" ? body.clientSecret : undefined,
});

const HINT_MIN_LENGTH = 8;
const HINT_SHOWN = 4;

/** What an answer may show of a secret: null when there is none. */
export const secretHint = (secret: string): string | null => {
  if (secret === "") return null;
  // By code point: a slice by UTF-16 unit could keep half of an emoji, which PostgreSQL's JSONB refuses.
  const characters = [...secret];
  return characters.length >= HINT_MIN_LENGTH ? `••••${characters.slice(-HINT_SHOWN).join("")}` : "••••";
};

/** The setting as the API answers it (never the secret itself). */
export interface StoredSetting {
  readonly connection: Omit<DeliveryConnection, "clientSecret">;
  readonly clientSecretHint: string | null;
  readonly updatedAt: string | null;
  /** When the paused store reopens, or null when it is open. */
  readonly reopenAt: string | null;
  readonly rev: number;
}

export const settingView = (platform: DeliveryPlatform, restaurantId: string, { connection, clientSecretHint, updatedAt, reopenAt, rev }: StoredSetting) => ({
  _id: restaurantId,
  platform,
  enabled: connection.enabled,
  [STORE_FIELD[platform]]: connection.storeRef,
  clientId: connection.clientId,
  clientSecretHint,
  updatedAt,
  paused: reopenAt !== null,
  reopenAt,
  _rev: rev,
});
