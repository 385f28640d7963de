// Owns: the POS gate a restaurant page shows (spec 4 §9 'Required POS version {v}'), read from
// the till the server gates by: the oldest reported till among the restaurants selling the
// restaurant's menu (`GET menu-v3/pos-version`, domain/menu/application/menuPosVersion.ts).
// A till that never reported, or a version that cannot be read, gates nothing here; the server
// still refuses what it must.
import { useEffect, useState } from "react";
import { type PosFeature, posFeatureLabel } from "../../../domain/shared/posFeatures";
import { usePorts } from "../../ports/PortsProvider";

/** 'Required POS version {v}' when the till reported a version older than `feature` needs, else null. */
export const usePosFeatureGate = (restaurantId: string, feature: PosFeature): string | null => {
  const { menu } = usePorts();
  const [gate, setGate] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    menu.readPosVersion(restaurantId).then(
      ({ version }) => current && setGate(version === null ? null : posFeatureLabel(version, feature)),
      () => current && setGate(null),
    );
    return () => {
      current = false;
    };
  }, [menu, restaurantId, feature]);
  return gate;
};
