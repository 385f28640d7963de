// Owns: drawing a laid-out statechart as SVG: state boxes (regions dashed, final states with a
// double border, initial dots), edges with arrowheads, and labels on a light backing so lines
// never run through text. States the run is in are filled in the primary colour (the innermost
// ones strongest), and edges leaving them are drawn in it too: the ways out of the current state.
// Each box carries `data-state-id` and `data-active`, for tests and for QA's devtools.
import { useId } from "react";
import { BOX_PADDING, FONT_FAMILY, LINE_HEIGHT, TEXT_SIZE, TITLE_SIZE } from "../diagram/diagramMetrics";
import type { DiagramBox, DiagramEdge, DiagramLayout } from "../diagram/diagramLayout";
import styles from "./diagram.module.css";

const FINAL_INSET = 4;
const LABEL_PAD = 3;

const boxClass = (box: DiagramBox, active: boolean): string => {
  const leaf = box.kind === "atomic" || box.kind === "final";
  const classes = [styles.box, leaf ? "" : styles.compound, box.region ? styles.region : ""];
  if (active) classes.push(leaf ? styles.activeLeaf : styles.active);
  return classes.filter((name) => name !== "").join(" ");
};

const StateBox = ({ box, active }: { readonly box: DiagramBox; readonly active: boolean }) => {
  if (box.kind === "initial") {
    return <circle className={styles.initial} cx={box.x + box.width / 2} cy={box.y + box.height / 2} r={box.width / 2} />;
  }
  const className = boxClass(box, active);
  return (
    <g data-state-id={box.id} data-active={active}>
      <title>{box.id}</title>
      <rect className={className} x={box.x} y={box.y} width={box.width} height={box.height} rx={8} />
      {box.kind === "final" ? (
        <rect
          className={`${className} ${styles.finalRing}`}
          x={box.x + FINAL_INSET}
          y={box.y + FINAL_INSET}
          width={box.width - 2 * FINAL_INSET}
          height={box.height - 2 * FINAL_INSET}
          rx={6}
        />
      ) : null}
      <text className={styles.title} x={box.x + BOX_PADDING} y={box.y + BOX_PADDING + TITLE_SIZE - 1} fontSize={TITLE_SIZE}>
        {box.title}
      </text>
      {box.notes.map((note, index) => (
        <text key={note} className={styles.note} x={box.x + BOX_PADDING} y={box.y + BOX_PADDING + LINE_HEIGHT * (index + 1) + TEXT_SIZE} fontSize={TEXT_SIZE}>
          {note}
        </text>
      ))}
    </g>
  );
};

const pathOf = (edge: DiagramEdge): string => edge.points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x},${point.y}`).join(" ");

const EdgeLabel = ({ edge, active }: { readonly edge: DiagramEdge; readonly active: boolean }) =>
  edge.label === null ? null : (
    <g>
      <rect className={styles.labelBack} x={edge.label.x} y={edge.label.y} width={edge.label.width} height={edge.label.height} rx={3} />
      {edge.lines.map((line, index) => (
        <text
          key={line}
          className={active ? styles.labelTextActive : styles.labelText}
          x={edge.label === null ? 0 : edge.label.x + LABEL_PAD}
          y={(edge.label?.y ?? 0) + 1 + LINE_HEIGHT * index + TEXT_SIZE}
          fontSize={TEXT_SIZE}
        >
          {line}
        </text>
      ))}
    </g>
  );

export interface DiagramSvgProps {
  readonly layout: DiagramLayout;
  readonly activeIds: ReadonlySet<string>;
  readonly label: string;
  /** 1 draws at the sizes the layout was measured in. */
  readonly zoom: number;
}

export const DiagramSvg = ({ layout, activeIds, label, zoom }: DiagramSvgProps) => {
  const markerId = useId();
  const arrow = (active: boolean) => `${markerId}-${active ? "active" : "idle"}`;
  const isActive = (edge: DiagramEdge) => activeIds.has(edge.sourceId);
  return (
    <svg
      className={styles.svg}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={layout.width * zoom}
      height={layout.height * zoom}
      fontFamily={FONT_FAMILY}
    >
      <defs>
        {[false, true].map((active) => (
          <marker key={String(active)} id={arrow(active)} viewBox="0 0 10 10" refX={10} refY={5} markerWidth={8} markerHeight={8} orient="auto-start-reverse">
            <path className={active ? styles.arrowActive : styles.arrow} d="M0,0 L10,5 L0,10 z" />
          </marker>
        ))}
      </defs>
      {layout.boxes.map((box) => (
        <StateBox key={box.id} box={box} active={activeIds.has(box.id)} />
      ))}
      {layout.edges.map((edge) => (
        <path key={edge.id} className={`${styles.edge} ${isActive(edge) ? styles.edgeActive : ""}`} d={pathOf(edge)} markerEnd={`url(#${arrow(isActive(edge))})`} />
      ))}
      {layout.edges.map((edge) => (
        <EdgeLabel key={edge.id} edge={edge} active={isActive(edge)} />
      ))}
    </svg>
  );
};
