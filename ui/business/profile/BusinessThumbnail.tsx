// A business's picture: its thumbnail image, or its initial on a coloured disc when it has none
// (or the image fails to load).
import { Avatar } from "primereact/avatar";

export interface BusinessThumbnailProps {
  readonly business: { readonly name: string; readonly thumbnail: string | null };
  readonly size: "small" | "large";
}

export const BusinessThumbnail = ({ business, size }: BusinessThumbnailProps) => {
  const avatarSize = size === "small" ? "normal" : "xlarge";
  const initial = business.name.trim().charAt(0).toUpperCase();
  return business.thumbnail === null || business.thumbnail === "" ? (
    <Avatar label={initial} size={avatarSize} shape="square" style={{ background: "var(--primary-100)", color: "var(--primary-700)" }} />
  ) : (
    <Avatar image={business.thumbnail} imageAlt="" size={avatarSize} shape="square" label={initial} />
  );
};
