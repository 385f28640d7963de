// The restaurant selection checkbox list (spec 3 §2 "Restaurant selection checkbox list"): the
// business's restaurants, each ticked when the voucher or promotion targets it, under an 'All
// restaurants' box. Decision where the spec is silent: an empty selection means every restaurant
// (the targeting rule of domain/marketing), so 'All restaurants' is ticked exactly when none is
// picked; ticking it clears the picks, ticking a restaurant unticks it.
import { Checkbox } from "primereact/checkbox";
import { useId } from "react";
import formStyles from "../forms/forms.module.css";

export interface RestaurantChoice {
  readonly id: string;
  readonly name: string;
}

export interface RestaurantChecklistProps {
  readonly restaurants: ReadonlyArray<RestaurantChoice>;
  readonly value: ReadonlyArray<string>;
  readonly onChange: (value: ReadonlyArray<string>) => void;
  readonly label?: string;
  readonly error?: string | undefined;
}

export const ALL_RESTAURANTS = "All restaurants";

export const RestaurantChecklist = ({ restaurants, value, onChange, label = "Restaurants", error }: RestaurantChecklistProps) => {
  const id = useId();
  const toggle = (restaurantId: string, on: boolean) =>
    onChange(restaurants.map((restaurant) => restaurant.id).filter((each) => (each === restaurantId ? on : value.includes(each))));
  const box = (key: string, text: string, checked: boolean, onCheck: (on: boolean) => void) => (
    <label key={key} htmlFor={`${id}-${key}`} className={formStyles.checkbox}>
      <Checkbox inputId={`${id}-${key}`} checked={checked} onChange={(event) => onCheck(event.checked === true)} />
      <span>{text}</span>
    </label>
  );
  return (
    <fieldset className={`${formStyles.field} ${formStyles.wide} ${formStyles.fieldset}`}>
      <legend className={formStyles.label}>{label}</legend>
      <div className={formStyles.checkboxes}>
        {box("all", ALL_RESTAURANTS, value.length === 0, (on) => (on ? onChange([]) : undefined))}
        {restaurants.map((restaurant) => box(restaurant.id, restaurant.name, value.includes(restaurant.id), (on) => toggle(restaurant.id, on)))}
      </div>
      {error === undefined ? null : (
        <small className={`p-error ${formStyles.error}`} role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
};
