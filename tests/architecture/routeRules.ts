// The thin-route rule of ARCHITECTURE §2.6, checked on the syntax tree: a route file
// (adapters/server/**/*Routes.ts) authenticates, authorises, decodes, calls ONE application
// function (domain/<context>/application/*) and answers. So it must not import the store
// (adapters/store/*), the command handler (domain/engine/commandHandler) or a decider, nor run a
// command itself (`.run(`, `.transact(`, `.handle(` on a caller, engine, runner or commands).
// A decider is recognised in the domain's own source: an exported const typed `Decider<...>`,
// named `...Decider`/`...decider`, or made by a call to such a factory (`uniqueClaimDecider(...)`).
import ts from "typescript";

export const ROUTE_RULES = {
  store: "a route must not import the store (adapters/store): call an application function",
  commandHandler: "a route must not import the command handler: call an application function",
  decider: "a route must not import a decider: call an application function",
  runs: "a route must not run commands itself (run, transact, handle): call an application function",
} as const;

/** Decider export names per domain module, keyed by repository path without extension. */
export type DeciderIndex = ReadonlyMap<string, ReadonlySet<string>>;

export const isRouteFile = (file: string): boolean => /^adapters\/server\/.*Routes\.ts$/.test(file);

const DECIDER_NAME = /[Dd]ecider$/;
const COMMAND_CALLS = new Set(["run", "transact", "handle"]);
const COMMAND_RECEIVERS = new Set(["caller", "engine", "runner", "commands"]);

const isDeciderType = (type: ts.TypeNode | undefined): boolean =>
  type !== undefined && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === "Decider";

const isDeciderValue = (declaration: ts.VariableDeclaration): boolean => {
  if (!ts.isIdentifier(declaration.name)) return false;
  if (DECIDER_NAME.test(declaration.name.text) || isDeciderType(declaration.type)) return true;
  let init = declaration.initializer;
  while (init !== undefined && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init))) {
    if (isDeciderType(init.type)) return true;
    init = init.expression;
  }
  return init !== undefined && ts.isCallExpression(init) && ts.isIdentifier(init.expression) && DECIDER_NAME.test(init.expression.text);
};

/** The names of the deciders a domain module exports. */
export const deciderExports = (file: string, source: string): string[] => {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  return tree.statements.flatMap((statement) => {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return [];
    return statement.declarationList.declarations.filter(isDeciderValue).map((d) => (d.name as ts.Identifier).text);
  });
};

/** The repository path (no extension) a relative import of `file` lands on. */
const resolved = (file: string, specifier: string): string => {
  const parts = file.split("/").slice(0, -1);
  for (const segment of specifier.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== ".") parts.push(segment);
  }
  return parts.join("/").replace(/\.tsx?$/, "");
};

const importRules = (file: string, node: ts.ImportDeclaration | ts.ExportDeclaration, deciders: DeciderIndex): string[] => {
  const specifier = node.moduleSpecifier;
  if (specifier === undefined || !ts.isStringLiteral(specifier) || !specifier.text.startsWith(".")) return [];
  const target = resolved(file, specifier.text);
  if (target.startsWith("adapters/store/")) return [ROUTE_RULES.store];
  if (target === "domain/engine/commandHandler") return [ROUTE_RULES.commandHandler];
  const exported = deciders.get(target) ?? deciders.get(`${target}/index`);
  if (exported === undefined) return [];
  if (ts.isExportDeclaration(node)) {
    const names = node.exportClause !== undefined && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
    return names === undefined || names.some((e) => exported.has((e.propertyName ?? e.name).text)) ? [ROUTE_RULES.decider] : [];
  }
  const clause = node.importClause;
  if (clause === undefined || clause.isTypeOnly) return [];
  const bindings = clause.namedBindings;
  if (bindings !== undefined && ts.isNamespaceImport(bindings)) return [ROUTE_RULES.decider];
  const named = bindings !== undefined && ts.isNamedImports(bindings) ? bindings.elements : [];
  return named.some((e) => !e.isTypeOnly && exported.has((e.propertyName ?? e.name).text)) ? [ROUTE_RULES.decider] : [];
};

const runsCommand = (node: ts.Node): boolean => {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false;
  const { name, expression: receiver } = node.expression;
  const receiverName = ts.isIdentifier(receiver) ? receiver.text : ts.isPropertyAccessExpression(receiver) ? receiver.name.text : "";
  return COMMAND_CALLS.has(name.text) && COMMAND_RECEIVERS.has(receiverName);
};

/** The thin-route rules `node` of a route file breaks. */
export const routeRulesBroken = (file: string, node: ts.Node, deciders: DeciderIndex): string[] => {
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return importRules(file, node, deciders);
  return runsCommand(node) ? [ROUTE_RULES.runs] : [];
};
