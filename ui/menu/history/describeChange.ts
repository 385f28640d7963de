// Owns: how a history entry reads on the menu history page ("what" changed), e.g. 'Created
// product Latte', 'Import menu.xlsx: 48 new, 2 updated, 0 removed', 'Master catalog setting'.
import type { MenuHistoryEntryView } from "../../ports/menuHistoryPort";

const VERBS: Readonly<Record<string, string>> = { create: "Created", update: "Updated", delete: "Deleted" };

const words = (module: string): string => module.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

export const describeChange = (entry: MenuHistoryEntryView): string => {
  if (entry.changes !== null) {
    const { created, updated, deleted } = entry.changes;
    return `${entry.reason ?? entry.operation}: ${created} new, ${updated} updated, ${deleted} removed`;
  }
  if (entry.operation === "master-catalog-setting") return "Master catalog setting";
  const verb = VERBS[entry.operation] ?? entry.operation;
  const name = entry.item?.name ?? entry.item?.id ?? "";
  return `${verb} ${words(entry.module ?? "item")} ${name}`.trim();
};
