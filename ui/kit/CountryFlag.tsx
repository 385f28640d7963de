// Small flags for the country switcher and the phone prefix dropdown, drawn as inline SVG so
// they look the same on every system (emoji flags render as two letters where no emoji font is
// installed). Simplified at icon size: stripes, crescents and stars, no fine detail.
import type { CountryCode } from "../../domain/shared/country";

/** The points of a star with `count` tips around (cx, cy). */
const star = (cx: number, cy: number, outer: number, inner: number, count: number, turn = -Math.PI / 2): string =>
  Array.from({ length: count * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = turn + (i * Math.PI) / count;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(" ");

const Malaysia = () => (
  <>
    {Array.from({ length: 14 }, (_, row) => (
      <rect key={row} x="0" y={row} width="28" height="1" fill={row % 2 === 0 ? "#cc0001" : "#ffffff"} />
    ))}
    <rect x="0" y="0" width="14" height="8" fill="#010066" />
    <circle cx="6" cy="4" r="3" fill="#ffcc00" />
    <circle cx="6.8" cy="4" r="2.5" fill="#010066" />
    <polygon points={star(10.3, 4, 2.3, 1, 14)} fill="#ffcc00" />
  </>
);

const Singapore = () => (
  <>
    <rect width="18" height="12" fill="#ffffff" />
    <rect width="18" height="6" fill="#ef3340" />
    <circle cx="4.2" cy="3" r="2.2" fill="#ffffff" />
    <circle cx="5.1" cy="3" r="2.1" fill="#ef3340" />
    {Array.from({ length: 5 }, (_, i) => {
      const angle = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      return <polygon key={i} points={star(6 + 1.1 * Math.cos(angle), 3 + 1.1 * Math.sin(angle), 0.4, 0.16, 5)} fill="#ffffff" />;
    })}
  </>
);

const Indonesia = () => (
  <>
    <rect width="3" height="2" fill="#ffffff" />
    <rect width="3" height="1" fill="#ce1126" />
  </>
);

const Japan = () => (
  <>
    <rect width="3" height="2" fill="#ffffff" />
    <circle cx="1.5" cy="1" r="0.6" fill="#bc002d" />
  </>
);

const FLAGS: Record<CountryCode, { readonly viewBox: string; readonly Shapes: () => React.JSX.Element }> = {
  MY: { viewBox: "0 0 28 14", Shapes: Malaysia },
  SG: { viewBox: "0 0 18 12", Shapes: Singapore },
  ID: { viewBox: "0 0 3 2", Shapes: Indonesia },
  JP: { viewBox: "0 0 3 2", Shapes: Japan },
};

export const CountryFlag = ({ code, label }: { readonly code: CountryCode; readonly label?: string }) => {
  const { viewBox, Shapes } = FLAGS[code];
  return (
    <svg
      viewBox={viewBox}
      preserveAspectRatio="xMidYMid slice"
      role={label === undefined ? undefined : "img"}
      aria-label={label}
      aria-hidden={label === undefined ? true : undefined}
      style={{ width: "1.5rem", height: "1rem", borderRadius: 2, boxShadow: "0 0 0 1px rgba(0,0,0,0.15)", flex: "none" }}
    >
      <Shapes />
    </svg>
  );
};
