// Owns: the icons a title can have (spec 2 §2 "Icons include announcement, award, bell, crown,
// star, trophy and others"): the stored name and the primeicons glyph that draws it.
// Decisions where the spec is silent: the "others" are gift, heart, bolt, flag, shield and
// sparkles; a new title starts with the crown; a stored name the picker does not know is drawn
// as a star.
export const TITLE_ICONS = {
  announcement: "pi pi-megaphone",
  award: "pi pi-verified",
  bell: "pi pi-bell",
  crown: "pi pi-crown",
  star: "pi pi-star",
  trophy: "pi pi-trophy",
  gift: "pi pi-gift",
  heart: "pi pi-heart",
  bolt: "pi pi-bolt",
  flag: "pi pi-flag",
  shield: "pi pi-shield",
  sparkles: "pi pi-sparkles",
} as const;

export type TitleIcon = keyof typeof TITLE_ICONS;

export const TITLE_ICON_NAMES = Object.keys(TITLE_ICONS) as ReadonlyArray<TitleIcon>;

export const NEW_TITLE_ICON: TitleIcon = "crown";

const isKnown = (name: string): name is TitleIcon => name in TITLE_ICONS;

export const iconClassOf = (name: string): string => (isKnown(name) ? TITLE_ICONS[name] : TITLE_ICONS.star);
