// The product's areas as the home page presents them (spec 1 §1).
export interface ProductArea {
  readonly icon: string;
  readonly title: string;
  readonly summary: string;
}

export const PRODUCT_AREAS: ReadonlyArray<ProductArea> = [
  {
    icon: "pi pi-building",
    title: "Businesses and restaurants",
    summary: "Profiles, delivery, pickup and dine-in settings, licences, payouts and service charges.",
  },
  {
    icon: "pi pi-book",
    title: "Menus and delivery",
    summary: "One menu manager for every outlet, synchronised with the food-delivery platforms.",
  },
  {
    icon: "pi pi-star",
    title: "Loyalty programme",
    summary: "Tiers, levels, seasons, titles, benefits, rewards, member credit and a member store.",
  },
  {
    icon: "pi pi-megaphone",
    title: "Marketing",
    summary: "Vouchers, claim codes, feedback rewards and promotions driven by a rule engine.",
  },
];
