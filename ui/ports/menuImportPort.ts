// The menu import's port (issue 16 item 7): preview a sheet (a dry run), apply it, and download
// the template. The report's shape is the server's (domain/menu/menuIoViews.ts).
import type { ImportReportView } from "../../domain/menu/menuIoViews";
import type { ImportFile } from "../../machines/menu/importMenu.machine";

export type { ImportReportView } from "../../domain/menu/menuIoViews";

export interface MenuImportPort {
  readonly preview: (restaurantId: string, file: ImportFile) => Promise<ImportReportView>;
  /** Applies the file on the revision its preview was made on (409 when the menu moved since). */
  readonly apply: (restaurantId: string, file: ImportFile, rev: number) => Promise<ImportReportView>;
  readonly template: (restaurantId: string) => Promise<Blob>;
}
