// Owns: what the claims dialog copies and exports (spec 3 §2, §8, §9): every unassigned claim of a
// voucher, read 1000 per request, as claim links or codes one per line, or as a CSV file.
// Decisions where the spec is silent:
// - A claim link is the voucher's public claim address with the claim's code as `code`.
// - The export is a CSV (code, phone number, name, claimed at, link) named after the voucher.
import type { ClaimListPage, Voucher, VoucherClaim } from "../../ports/marketingPort";

export const EXPORT_PAGE_SIZE = 1000;
export const LINKS_COPIED = "List of voucher claim links has been copied to clipboard";
export const CODES_COPIED = "List of voucher claim codes has been copied to clipboard";

type ReadPage = (page: number, pageSize: number) => Promise<ClaimListPage>;

/** Every claim the reader answers, page after page of 1000; `onPage` hears the count so far. */
export const readAllClaims = async (read: ReadPage, onPage: (read: number, total: number) => void = () => {}): Promise<VoucherClaim[]> => {
  const claims: VoucherClaim[] = [];
  for (let page = 0; ; page++) {
    const answer = await read(page, EXPORT_PAGE_SIZE);
    claims.push(...answer.resources);
    onPage(claims.length, answer.totalResources);
    if (answer.resources.length < EXPORT_PAGE_SIZE || claims.length >= answer.totalResources) return claims;
  }
};

export const claimLinkOf = (voucher: Pick<Voucher, "publicClaimLink">, code: string, origin: string): string => {
  const url = new URL(voucher.publicClaimLink, origin);
  url.searchParams.set("code", code);
  return url.toString();
};

const csvCell = (value: string | null): string => {
  const text = value ?? "";
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const claimsCsv = (voucher: Pick<Voucher, "publicClaimLink">, claims: ReadonlyArray<VoucherClaim>, origin: string): string =>
  [
    ["Code", "Phone number", "Name", "Claimed at", "Link"].join(","),
    ...claims.map((claim) =>
      [claim.code, claim.phoneNumber, claim.name, claim.claimedAt, claimLinkOf(voucher, claim.code, origin)].map(csvCell).join(","),
    ),
  ].join("\n");
