// The menu history's port (issue 16 item 8): every change with who and when, the menu as it was
// at an instant, its difference with now, and a rollback to the instant.
import type { MenuDiffSinceView, MenuHistoryEntryView, MenuSnapshotView } from "../../domain/menu/menuIoViews";

export type { MenuDiffSinceView, MenuHistoryEntryView, MenuSnapshotView, ModuleDiffView } from "../../domain/menu/menuIoViews";

export interface MenuHistoryPort {
  readonly list: (restaurantId: string, page: number) => Promise<{ readonly resources: ReadonlyArray<MenuHistoryEntryView>; readonly totalResources: number }>;
  readonly at: (restaurantId: string, at: string) => Promise<MenuSnapshotView>;
  readonly diff: (restaurantId: string, at: string) => Promise<MenuDiffSinceView>;
  /** Back to the menu at `at`, decided on revision `rev`; answers the new revision. */
  readonly rollback: (restaurantId: string, at: string, rev: number) => Promise<number>;
}
