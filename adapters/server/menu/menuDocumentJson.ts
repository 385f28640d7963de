// The menu v3 document as the bytes of its answer ({data: document}, exactly what JSON.stringify
// gives). The pinned contract answers the whole document to every read and every write: 3 MB for
// 5,000 products, 35-95 ms to stringify on one thread, so 50 readers of one menu queued for
// seconds. Menu items and module lists are immutable, and the fold keeps every unchanged item
// and list as the same object from one revision to the next (menuDocument.ts), so:
// - an item's text is made once and reused until the item is replaced;
// - a module's text is made once per list, so a product update rebuilds the product list only,
//   and that from runs of CHUNK items whose text is kept while the run holds the same items;
// - the bytes are kept per document view, which menuView.ts makes once per folded state, so
//   readers of an unchanged menu share one buffer;
// - so are their Brotli and gzip forms (../preparedAnswer.ts), so repeated compressed reads of
//   one revision compress once instead of once per read.
import type { FastifyReply } from "fastify";
import { MENU_MODULES, type MenuItem } from "../../../domain/menu/menuModules";
import type { MenuDocumentView } from "../../../domain/menu/menuView";
import type { AnswerEncoding } from "../compression";
import { type PreparedAnswer, encodedAnswer, preparedAnswer, sendPrepared } from "../preparedAnswer";

const CHUNK = 100;

const itemTexts = new WeakMap<MenuItem, string>();
/** The text of a run of items, by its first item; valid while the run holds the same items. */
const runTexts = new WeakMap<MenuItem, { readonly items: ReadonlyArray<MenuItem>; readonly text: string }>();
const moduleTexts = new WeakMap<ReadonlyArray<MenuItem>, string>();
const answers = new WeakMap<MenuDocumentView, PreparedAnswer>();

const textOf = (item: MenuItem): string => {
  const known = itemTexts.get(item);
  if (known !== undefined) return known;
  const text = JSON.stringify(item);
  itemTexts.set(item, text);
  return text;
};

const sameItems = (a: ReadonlyArray<MenuItem>, b: ReadonlyArray<MenuItem>): boolean =>
  a.length === b.length && a.every((item, i) => item === b[i]);

const runText = (items: ReadonlyArray<MenuItem>): string => {
  const known = runTexts.get(items[0]!);
  if (known !== undefined && sameItems(known.items, items)) return known.text;
  const text = items.map(textOf).join(",");
  runTexts.set(items[0]!, { items, text });
  return text;
};

const listText = (items: ReadonlyArray<MenuItem>): string => {
  const known = moduleTexts.get(items);
  if (known !== undefined) return known;
  const runs: string[] = [];
  for (let start = 0; start < items.length; start += CHUNK) runs.push(runText(items.slice(start, start + CHUNK)));
  const text = `[${runs.join(",")}]`;
  moduleTexts.set(items, text);
  return text;
};

export const menuDocumentJson = (document: MenuDocumentView): string => {
  const { _id, _rev, updatedAt, masterCatalogSetting } = document;
  const head = JSON.stringify({ _id, _rev, updatedAt, masterCatalogSetting });
  const modules = MENU_MODULES.map((module) => `${JSON.stringify(module)}:${listText(document[module])}`);
  return `{"data":${head.slice(0, -1)},${modules.join(",")}}}`;
};

const prepared = (document: MenuDocumentView): PreparedAnswer => {
  const kept = answers.get(document);
  if (kept !== undefined) return kept;
  const answer = preparedAnswer(menuDocumentJson(document));
  answers.set(document, answer);
  return answer;
};

/** The answer's bytes, shared by every reader of this document view. */
export const menuDocumentBytes = (document: MenuDocumentView): Buffer => prepared(document).bytes;

/** The answer's bytes in `encoding`, made once per document view and shared by every reader. */
export const menuDocumentEncoded = (document: MenuDocumentView, encoding: AnswerEncoding): Buffer => encodedAnswer(prepared(document), encoding);

/** Answers the document with its prepared bytes, compressed ahead when the client accepts it. */
export const sendMenuDocument = (reply: FastifyReply, document: MenuDocumentView): FastifyReply => sendPrepared(reply, prepared(document));
