// The restaurant-setting group (general settings the POS and apps read, `GET
// /restaurants/{id}/restaurant-setting`) and the remote-supports group (spec 1 §3, §7).
// Decisions where the spec is silent:
// - restaurant-setting: the restaurant's time zone (one of the supported countries' zones,
//   spec 1 §9), receipt header and footer (at most 500 characters each, 'Receipt text is too
//   long') and whether online orders are accepted without a tap on the POS.
// - remote-supports: the remote-desktop ids the provider's support team uses to reach the
//   restaurant's machines, each {label, app, remoteId}; label and id are required.
import { Schema } from "effect";
import { boundedList, multiLineTrimmedText, tooLongMessage } from "../shared/inputBounds";
import { COUNTRY_CODES, COUNTRY_CONFIGS } from "../shared/country";
import { requiredTrimmedText } from "../shared/fieldRules";

export const RECEIPT_TEXT_TOO_LONG = tooLongMessage("Receipt text");
export const LABEL_REQUIRED = "Label is required";
export const REMOTE_ID_REQUIRED = "Remote id is required";

const ReceiptText = multiLineTrimmedText("Receipt text", 500);

export const RestaurantSettingInput = Schema.Struct({
  timeZone: Schema.Literals(COUNTRY_CODES.map((code) => COUNTRY_CONFIGS[code].timeZone)),
  receiptHeader: ReceiptText,
  receiptFooter: ReceiptText,
  autoAcceptOnlineOrders: Schema.Boolean,
});

export const RemoteSupportsInput = Schema.Struct({
  devices: boundedList(
    Schema.Struct({
      label: requiredTrimmedText(LABEL_REQUIRED),
      app: Schema.Literals(["ANYDESK", "TEAMVIEWER", "RUSTDESK"]),
      remoteId: requiredTrimmedText(REMOTE_ID_REQUIRED),
    }),
    50,
    "devices",
  ),
});
