// Owns: the distance between two places on Earth, for "restaurants near by" (spec 1 §7
// `POST /restaurants/near-by`) and delivery reach (km). Decision: the haversine great-circle
// distance on a sphere of mean radius 6371.0088 km, within about 0.5 % of the ellipsoid, which
// is plenty for "which outlets are close".
export interface GeoPoint {
  readonly lat: number;
  readonly lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export const distanceKm = (from: GeoPoint, to: GeoPoint): number => {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
};
