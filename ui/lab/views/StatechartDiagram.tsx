// Owns: the diagram panel: the machine's statechart laid out once per machine by ELK, cached, and
// drawn with the current states highlighted, in a scrolling frame that follows the current state;
// zoom controls (out, in, fit to width, actual size).
// Decisions: ELK's bundled build (in the page's thread) is loaded on first use, in its own chunk,
// so the Lab's controls show while the layout engine arrives; the opening zoom and the scrolling
// rules are diagramViewport.ts's.
import type { ELK } from "elkjs/lib/elk-api";
import { Button } from "primereact/button";
import { ProgressSpinner } from "primereact/progressspinner";
import { Suspense, use, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { AnyStateMachine } from "xstate";
import { type DiagramLayout, layoutStatechart } from "../diagram/diagramLayout";
import { fitZoom, focusBox, openingZoom, revealScroll, zoomIn, zoomOut } from "../diagram/diagramViewport";
import { statechartGraph } from "../diagram/statechartGraph";
import styles from "./diagram.module.css";
import { DiagramSvg } from "./DiagramSvg";

let elk: Promise<ELK> | undefined;
const elkEngine = (): Promise<ELK> => (elk ??= import("elkjs/lib/elk.bundled.js").then(({ default: Elk }) => new Elk()));

const layouts = new WeakMap<AnyStateMachine, Promise<DiagramLayout>>();

const layoutOf = (machine: AnyStateMachine): Promise<DiagramLayout> => {
  const cached = layouts.get(machine);
  if (cached !== undefined) return cached;
  const layout = elkEngine().then((engine) => layoutStatechart(statechartGraph(machine), engine));
  layouts.set(machine, layout);
  return layout;
};

export interface StatechartDiagramProps {
  readonly machine: AnyStateMachine;
  readonly activeIds: ReadonlySet<string>;
  readonly label: string;
}

const LaidOut = ({ machine, activeIds, label }: StatechartDiagramProps) => {
  const layout = use(layoutOf(machine));
  const frame = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const focus = focusBox(layout.boxes, activeIds);
  const frameWidth = () => frame.current?.clientWidth ?? layout.width;

  useLayoutEffect(() => {
    if (zoom === null && frame.current !== null) setZoom(openingZoom(layout.width, frame.current.clientWidth));
  }, [layout, zoom]);

  useEffect(() => {
    const element = frame.current;
    if (element === null || focus === undefined || zoom === null) return;
    const view = { left: element.scrollLeft, top: element.scrollTop, width: element.clientWidth, height: element.clientHeight };
    const to = revealScroll(focus, zoom, view);
    if (to !== null) element.scrollTo(to);
  }, [focus, zoom]);

  const shown = zoom ?? 1;
  return (
    <div className={styles.panel}>
      <div className={styles.zoomBar} role="toolbar" aria-label="Diagram zoom">
        <Button type="button" size="small" text icon="pi pi-search-minus" aria-label="Zoom out" onClick={() => setZoom(zoomOut(shown))} />
        <span className={styles.zoomLevel}>{Math.round(shown * 100)}%</span>
        <Button type="button" size="small" text icon="pi pi-search-plus" aria-label="Zoom in" onClick={() => setZoom(zoomIn(shown))} />
        <Button type="button" size="small" text label="Fit" onClick={() => setZoom(fitZoom(layout.width, frameWidth()))} />
        <Button type="button" size="small" text label="Actual size" onClick={() => setZoom(1)} />
      </div>
      <div ref={frame} className={styles.frame}>
        <DiagramSvg layout={layout} activeIds={activeIds} label={label} zoom={shown} />
      </div>
    </div>
  );
};

export const StatechartDiagram = (props: StatechartDiagramProps) => (
  <Suspense
    fallback={
      <div className={styles.loading}>
        <ProgressSpinner aria-label="Laying out the diagram" style={{ width: "2.5rem", height: "2.5rem" }} />
      </div>
    }
  >
    <LaidOut {...props} />
  </Suspense>
);
