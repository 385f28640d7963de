// Restaurant selection as a checkbox list (spec 1 §2), reused for targeting in other areas
// (vouchers, promotions): the business's restaurants by name, several may be chosen, and
// 'No restaurant' when the business has none.
import type { Restaurant } from "../../ports/businessPort";
import { GroupedPicker } from "./GroupedPicker";

export interface RestaurantChecklistProps {
  readonly label?: string;
  readonly restaurants: ReadonlyArray<Pick<Restaurant, "id" | "name">>;
  readonly value: ReadonlyArray<string>;
  readonly onChange: (restaurantIds: ReadonlyArray<string>) => void;
  readonly error?: string | undefined;
}

export const RestaurantChecklist = ({ label = "Restaurants", restaurants, value, onChange, error }: RestaurantChecklistProps) => (
  <GroupedPicker
    label={label}
    target="restaurant"
    multiple
    groups={[{ label: "All restaurants", options: restaurants.map((restaurant) => ({ value: restaurant.id, label: restaurant.name })) }]}
    value={value}
    onChange={onChange}
    error={error}
  />
);
