import ELK from "elkjs/lib/elk.bundled.js";
import { describe, expect, it } from "vitest";
import { catalogue } from "../../../machines/catalogue";
import { sessionMachine } from "../../../machines/auth/session.machine";
import { type DiagramBox, layoutStatechart } from "./diagramLayout";
import { statechartGraph } from "./statechartGraph";

const elk = new ELK();
const TOLERANCE = 1;

const contains = (outer: DiagramBox, inner: DiagramBox) =>
  inner.x >= outer.x - TOLERANCE &&
  inner.y >= outer.y - TOLERANCE &&
  inner.x + inner.width <= outer.x + outer.width + TOLERANCE &&
  inner.y + inner.height <= outer.y + outer.height + TOLERANCE;

const onBorder = (box: DiagramBox, point: { x: number; y: number }) => {
  const insideX = point.x >= box.x - TOLERANCE && point.x <= box.x + box.width + TOLERANCE;
  const insideY = point.y >= box.y - TOLERANCE && point.y <= box.y + box.height + TOLERANCE;
  const onVertical = Math.abs(point.x - box.x) <= TOLERANCE || Math.abs(point.x - box.x - box.width) <= TOLERANCE;
  const onHorizontal = Math.abs(point.y - box.y) <= TOLERANCE || Math.abs(point.y - box.y - box.height) <= TOLERANCE;
  return insideX && insideY && (onVertical || onHorizontal);
};

describe("layoutStatechart", () => {
  it("places every nested box inside its parent's box, parents listed first", async () => {
    const layout = await layoutStatechart(statechartGraph(sessionMachine), elk);
    const byId = new Map(layout.boxes.map((box) => [box.id, box]));
    const settled = byId.get("session.signedIn.identity.settled");
    const debugging = byId.get("session.signedIn.identity.settled.debugging");
    expect(settled && debugging && contains(settled, debugging)).toBe(true);
    for (const [index, box] of layout.boxes.entries()) {
      const parentId = box.id.split(".").slice(0, -1).join(".");
      const parent = byId.get(parentId);
      if (parent === undefined) continue;
      expect(contains(parent, box), `${box.id} inside ${parentId}`).toBe(true);
      expect(layout.boxes.indexOf(parent)).toBeLessThan(index);
    }
  });

  it.each(catalogue.map((entry) => [entry.id, entry.machine] as const))(
    "%s: starts and ends every edge on its states' borders, in page coordinates",
    async (_id, machine) => {
      const layout = await layoutStatechart(statechartGraph(machine), elk);
      const byId = new Map(layout.boxes.map((box) => [box.id, box]));
      expect(layout.edges.length).toBe(statechartGraph(machine).edges.length);
      for (const edge of layout.edges) {
        const [first, last] = [edge.points[0], edge.points.at(-1)];
        const [source, target] = [byId.get(edge.sourceId), byId.get(edge.targetId)];
        expect(first && source && onBorder(source, first), `${edge.id} leaves ${edge.sourceId}`).toBe(true);
        expect(last && target && onBorder(target, last), `${edge.id} reaches ${edge.targetId}`).toBe(true);
        if (edge.lines.length > 0) expect(edge.label, `${edge.id} has its label placed`).not.toBeNull();
      }
      expect(layout.width).toBeGreaterThan(0);
    },
  );
});
