// Owns: laying a statechart graph out with ELK and flattening the result into what the SVG
// draws: every box and edge in absolute coordinates, boxes listed parents first (so children
// paint over them), edges as polylines with their label's place.
// Decision: the ELK instance is passed in (the page uses the bundled, in-thread build), so the
// layout runs the same in the browser and in unit tests.
import type { ELK, ElkExtendedEdge, ElkNode, ElkPoint } from "elkjs/lib/elk-api";
import type { EdgeInfo, StateBoxInfo, StatechartGraph } from "./statechartGraph";

export interface DiagramBox extends StateBoxInfo {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly depth: number;
}

export interface DiagramLabel {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface DiagramEdge extends EdgeInfo {
  readonly points: ReadonlyArray<ElkPoint>;
  readonly label: DiagramLabel | null;
}

export interface DiagramLayout {
  readonly width: number;
  readonly height: number;
  readonly boxes: ReadonlyArray<DiagramBox>;
  readonly edges: ReadonlyArray<DiagramEdge>;
}

type Offset = { readonly x: number; readonly y: number };

const flattenBoxes = (graph: StatechartGraph, node: ElkNode, origin: Offset, depth: number, offsets: Map<string, Offset>): DiagramBox[] =>
  (node.children ?? []).flatMap((child) => {
    const at = { x: origin.x + (child.x ?? 0), y: origin.y + (child.y ?? 0) };
    offsets.set(child.id, at);
    const info = graph.boxes.get(child.id);
    const own: DiagramBox[] =
      info === undefined ? [] : [{ ...info, ...at, width: child.width ?? 0, height: child.height ?? 0, depth }];
    return [...own, ...flattenBoxes(graph, child, at, depth + 1, offsets)];
  });

const pointsOf = (edge: ElkExtendedEdge, at: Offset): ElkPoint[] =>
  (edge.sections ?? []).flatMap((section) =>
    [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((point) => ({ x: point.x + at.x, y: point.y + at.y })),
  );

const labelOf = (edge: ElkExtendedEdge, at: Offset): DiagramLabel | null => {
  const label = edge.labels?.[0];
  if (label === undefined) return null;
  return { x: (label.x ?? 0) + at.x, y: (label.y ?? 0) + at.y, width: label.width ?? 0, height: label.height ?? 0 };
};

/** Every edge of the laid-out graph, wherever ELK filed it. */
const allEdges = (node: ElkNode): ElkExtendedEdge[] => [...(node.edges ?? []), ...(node.children ?? []).flatMap(allEdges)];

export const layoutStatechart = async (graph: StatechartGraph, elk: ELK): Promise<DiagramLayout> => {
  const laidOut = await elk.layout(graph.elk);
  const offsets = new Map<string, Offset>([[laidOut.id, { x: 0, y: 0 }]]);
  const boxes = flattenBoxes(graph, laidOut, { x: 0, y: 0 }, 0, offsets);
  const elkEdges = new Map(allEdges(laidOut).map((edge) => [edge.id, edge]));
  const edges = graph.edges.flatMap((info): DiagramEdge[] => {
    const edge = elkEdges.get(info.id);
    if (edge === undefined) return [];
    const at = offsets.get(edge.container ?? laidOut.id) ?? { x: 0, y: 0 };
    return [{ ...info, points: pointsOf(edge, at), label: labelOf(edge, at) }];
  });
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, boxes, edges };
};
