// Owns: reading the taxes the restaurant's bills charge (its accounting setting) for the product
// editor's tax picker (domain/menu/productTaxChoices.ts). Null while unknown or when the user may
// not read the restaurant: the picker then offers every tax system.
import { useEffect, useState } from "react";
import type { ChargedTax } from "../../../domain/menu/productTaxChoices";
import { usePorts } from "../../ports/PortsProvider";

export const useChargedTaxes = (restaurantId: string): ReadonlyArray<ChargedTax> | null => {
  const { business } = usePorts();
  const [taxes, setTaxes] = useState<ReadonlyArray<ChargedTax> | null>(null);
  useEffect(() => {
    let current = true;
    business.getRestaurant(restaurantId).then(
      (restaurant) => current && setTaxes(restaurant.settings["accounting-setting"]?.taxes ?? []),
      () => current && setTaxes(null),
    );
    return () => {
      current = false;
    };
  }, [business, restaurantId]);
  return taxes;
};
