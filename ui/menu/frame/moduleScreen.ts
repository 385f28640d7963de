// Owns: what one menu module's page tells the shared list-and-dialog frame (ModulePage.tsx): its
// title, columns, the blank item a create starts from, the form drawn inside the dialog, and an
// optional question to confirm before an update is sent (the add-on group type change).
// A draft is the module's item as stored (id "" until created); the frame validates it with the
// module's item Schema (domain/menu/menuModules.ts), the one the server decodes with.
import type { ComponentType, ReactNode } from "react";
import type { ItemOf, MenuModule } from "../../../domain/menu/menuModules";
import type { FieldErrors } from "../../kit/forms/schemaErrors";
import type { MenuDocument } from "../../ports/menuPort";

export type Draft<M extends MenuModule> = ItemOf<M>;

export interface ItemFormProps<M extends MenuModule> {
  readonly draft: Draft<M>;
  readonly onChange: (draft: Draft<M>) => void;
  /** The Schema's messages by dotted path, shown once Save was tried. */
  readonly errors: FieldErrors;
  /** A field whose text cannot become a value yet (a price typed '1.234') says so here. */
  readonly report: (path: string, problem: string | null) => void;
  readonly document: MenuDocument;
}

export interface Column<M extends MenuModule> {
  readonly header: string;
  readonly body: (item: ItemOf<M>, document: MenuDocument) => ReactNode;
}

export interface ModuleScreen<M extends MenuModule> {
  readonly module: M;
  readonly title: string;
  readonly subtitle: string;
  /** The record's kind in a sentence ("category"): 'New category', 'Edit category'. */
  readonly noun: string;
  readonly columns: ReadonlyArray<Column<M>>;
  readonly blank: (document: MenuDocument) => Draft<M>;
  readonly Form: ComponentType<ItemFormProps<M>>;
  readonly wide?: boolean;
  /** What the user must confirm before `after` replaces `before`, or null to save at once. */
  readonly confirmUpdate?: (before: ItemOf<M>, after: ItemOf<M>, document: MenuDocument) => ReactNode | null;
}
