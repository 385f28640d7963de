// A business's picture: its thumbnail image, or its initial on a coloured square when it has
// none. Decorative: the business's name is always written beside it.
import { Avatar } from "primereact/avatar";

export interface BusinessThumbnailProps {
  readonly business: { readonly name: string; readonly thumbnail: string | null };
  readonly size: "small" | "large";
}

export const BusinessThumbnail = ({ business, size }: BusinessThumbnailProps) => {
  const avatarSize = size === "small" ? "normal" : "xlarge";
  const initial = business.name.trim().charAt(0).toUpperCase();
  return (
    <span aria-hidden="true">
      {business.thumbnail === null || business.thumbnail === "" ? (
        <Avatar label={initial} size={avatarSize} shape="square" style={{ background: "var(--primary-100)", color: "var(--primary-700)" }} />
      ) : (
        <Avatar image={business.thumbnail} imageAlt="" size={avatarSize} shape="square" />
      )}
    </span>
  );
};
