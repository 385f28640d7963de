// The Util page's port (issue 18): start a data check, follow it, list the recent ones, and
// export one stream's events, as types only; checks are the domain's response Schema type
// (domain/provider/utilChecks.ts).
import type { UtilCheck, UtilCheckKind } from "../../domain/provider/utilChecks";

export type { UtilCheck, UtilCheckKind };

export interface UtilPort {
  readonly listChecks: () => Promise<ReadonlyArray<UtilCheck>>;
  readonly startCheck: (kind: UtilCheckKind) => Promise<UtilCheck>;
  readonly check: (id: string) => Promise<UtilCheck>;
  /** The stream's export as the JSON text of the download. */
  readonly exportStream: (streamId: string) => Promise<string>;
}
