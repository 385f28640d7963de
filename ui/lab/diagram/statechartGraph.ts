// Owns: turning a machine's state nodes into the graph ELK lays out: one box per state node
// (compound and parallel states contain their children's boxes), an initial-state dot in each
// compound state, and one edge per source and target pair, labelled with every transition
// between them. Everything is measured here (diagramMetrics.ts), so ELK can place it.
// Decisions:
// - Transitions between the same two states share one edge with one label line per event, and
//   a transition to several targets (`target: [a, b]`) draws one edge to each.
// - A transition without a target (actions only) is not an edge: it is a note line in its state's
//   box, like the actors the state invokes ("invokes sendOtp").
// - Children of a parallel state are its regions: drawn as dashed boxes.
// - The flow runs top to bottom (a web page scrolls down), and cycles are broken depth first from
//   the initial states, so a flow reads in the order a user walks it; labels sit on their edge.
//   (ELK's model-order cycle breaking would follow declaration order, but it fails on nested
//   graphs in elkjs 0.12.)
import type { ElkExtendedEdge, ElkNode } from "elkjs/lib/elk-api";
import type { AnyStateMachine, AnyStateNode } from "xstate";
import { BOX_PADDING, INITIAL_DOT, LINE_HEIGHT, MIN_BOX_WIDTH, TEXT_SIZE, TITLE_SIZE, headerHeight, linesWidth, textWidth } from "./diagramMetrics";
import { transitionText } from "./transitionLabel";

export type BoxKind = "atomic" | "compound" | "parallel" | "final" | "history" | "initial";

export interface StateBoxInfo {
  readonly id: string;
  readonly title: string;
  readonly kind: BoxKind;
  /** A region of a parallel state. */
  readonly region: boolean;
  readonly notes: ReadonlyArray<string>;
}

export interface EdgeInfo {
  readonly id: string;
  readonly sourceId: string;
  readonly targetId: string;
  readonly lines: ReadonlyArray<string>;
}

export interface StatechartGraph {
  readonly elk: ElkNode;
  readonly boxes: ReadonlyMap<string, StateBoxInfo>;
  readonly edges: ReadonlyArray<EdgeInfo>;
}

export const ROOT_ID = "lab-diagram";
const initialId = (parentId: string) => `${parentId}::initial`;

/** Options of every graph level: ELK reads most layered options from each compound node. */
const LEVEL_OPTIONS = {
  "elk.algorithm": "layered",
  "elk.direction": "DOWN",
  "elk.edgeRouting": "ORTHOGONAL",
  "elk.spacing.nodeNode": "28",
  "elk.spacing.edgeLabel": "4",
  "elk.spacing.edgeNode": "16",
  "elk.layered.spacing.nodeNodeBetweenLayers": "48",
  "elk.layered.spacing.edgeNodeBetweenLayers": "16",
  "elk.layered.nodePlacement.strategy": "NETWORK_SIMPLEX",
  "elk.edgeLabels.placement": "CENTER",
  "elk.layered.cycleBreaking.strategy": "DEPTH_FIRST",
};

const ROOT_OPTIONS = { ...LEVEL_OPTIONS, "elk.hierarchyHandling": "INCLUDE_CHILDREN" };

const kindOf = (node: AnyStateNode): BoxKind => node.type;

const transitionsOf = (node: AnyStateNode) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])];

const notesOf = (node: AnyStateNode): string[] => [
  ...node.invoke.map((invoke) => `invokes ${String(invoke.src)}`),
  ...transitionsOf(node)
    .filter((transition) => (transition.target ?? []).length === 0)
    .map((transition) => transitionText(transition)),
];

const boxInfo = (node: AnyStateNode, region: boolean): StateBoxInfo => ({
  id: node.id,
  title: node.key,
  kind: kindOf(node),
  region,
  notes: [...new Set(notesOf(node))],
});

const boxWidth = (info: StateBoxInfo): number =>
  Math.max(MIN_BOX_WIDTH, textWidth(info.title, TITLE_SIZE), linesWidth(info.notes, TEXT_SIZE)) + 2 * BOX_PADDING;

const childrenOf = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states);

const elkNodeOf = (node: AnyStateNode, region: boolean, boxes: Map<string, StateBoxInfo>): ElkNode => {
  const info = boxInfo(node, region);
  boxes.set(info.id, info);
  const children = childrenOf(node);
  const header = headerHeight(info.notes.length);
  if (children.length === 0) return { id: info.id, width: boxWidth(info), height: header + BOX_PADDING / 2 };
  const initial = node.type === "compound" ? [initialDot(node.id, boxes)] : [];
  return {
    id: info.id,
    layoutOptions: {
      ...LEVEL_OPTIONS,
      "elk.padding": `[top=${header + BOX_PADDING},left=${BOX_PADDING * 2},bottom=${BOX_PADDING * 2},right=${BOX_PADDING * 2}]`,
      "elk.nodeSize.constraints": "[MINIMUM_SIZE]",
      "elk.nodeSize.minimum": `(${boxWidth(info)}, ${header + LINE_HEIGHT})`,
    },
    children: [...initial, ...children.map((child) => elkNodeOf(child, node.type === "parallel", boxes))],
  };
};

const initialDot = (parentId: string, boxes: Map<string, StateBoxInfo>): ElkNode => {
  const id = initialId(parentId);
  boxes.set(id, { id, title: "", kind: "initial", region: false, notes: [] });
  return { id, width: INITIAL_DOT, height: INITIAL_DOT };
};

const edgesOf = (root: AnyStateNode): EdgeInfo[] => {
  const byPair = new Map<string, { sourceId: string; targetId: string; lines: string[] }>();
  const add = (sourceId: string, targetId: string, lines: ReadonlyArray<string>) => {
    const key = `${sourceId}->${targetId}`;
    const edge = byPair.get(key) ?? { sourceId, targetId, lines: [] };
    edge.lines.push(...lines.filter((line) => !edge.lines.includes(line)));
    byPair.set(key, edge);
  };
  const visit = (node: AnyStateNode) => {
    const initialTargets = node.type === "compound" ? (node.initial?.target ?? []) : [];
    for (const target of initialTargets) add(initialId(node.id), target.id, []);
    for (const transition of transitionsOf(node)) {
      for (const target of transition.target ?? []) add(node.id, target.id, [transitionText(transition)]);
    }
    childrenOf(node).forEach(visit);
  };
  visit(root);
  return [...byPair.values()].map((edge, index) => ({ id: `edge-${index}`, ...edge }));
};

const elkEdgeOf = (edge: EdgeInfo): ElkExtendedEdge => ({
  id: edge.id,
  sources: [edge.sourceId],
  targets: [edge.targetId],
  labels:
    edge.lines.length === 0
      ? []
      : [
          {
            id: `${edge.id}-label`,
            text: edge.lines.join("\n"),
            width: linesWidth(edge.lines, TEXT_SIZE) + 6,
            height: edge.lines.length * LINE_HEIGHT + 2,
            layoutOptions: { "elk.edgeLabels.inline": "true" },
          },
        ],
});

export const statechartGraph = (machine: AnyStateMachine): StatechartGraph => {
  const boxes = new Map<string, StateBoxInfo>();
  const machineNode = elkNodeOf(machine.root, false, boxes);
  const edges = edgesOf(machine.root);
  return {
    elk: { id: ROOT_ID, layoutOptions: ROOT_OPTIONS, children: [machineNode], edges: edges.map(elkEdgeOf) },
    boxes,
    edges,
  };
};
