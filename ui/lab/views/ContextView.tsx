// Owns: the context as a collapsible tree (PrimeReact Tree), unfolded at first; what the user
// folds stays folded while the run moves, since nodes are keyed by their path.
import { Tree, type TreeExpandedKeysType } from "primereact/tree";
import type { TreeNode } from "primereact/treenode";
import { useState } from "react";
import { type ContextNode, branchKeys, contextTree } from "../inspect/contextTree";
import styles from "./panels.module.css";

const toTreeNode = (node: ContextNode): TreeNode => ({
  key: node.key,
  // No label: Tree would make it the node's aria-label, which differs from what the node shows
  // (its name, its value or size, and its unfolded children); the node is named by its content.
  data: node,
  ...(node.children === undefined ? {} : { children: node.children.map(toTreeNode) }),
});

const NodeText = ({ node }: { readonly node: ContextNode }) => (
  <span>
    <span>{node.name}</span>
    {node.value === undefined ? <span className={styles.treeSize}>{node.size}</span> : <span className={styles.treeValue}>{node.value}</span>}
  </span>
);

export const ContextView = ({ context }: { readonly context: unknown }) => {
  const tree = contextTree(context);
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const expandedKeys: TreeExpandedKeysType = Object.fromEntries(branchKeys(tree).filter((key) => !folded.has(key)).map((key) => [key, true]));
  return (
    <Tree
      className={styles.tree}
      value={[toTreeNode(tree)]}
      expandedKeys={expandedKeys}
      onToggle={(event) => setFolded(new Set(branchKeys(tree).filter((key) => event.value[key] !== true)))}
      nodeTemplate={(node) => <NodeText node={node.data as ContextNode} />}
      aria-label="Context"
    />
  );
};
