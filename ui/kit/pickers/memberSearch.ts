// Owns: what the member picker asks and how 'Send to All' gathers every member (spec 2 §2 "The
// member pick dialog fetches up to 100 members; 'Send to All' fetches all"; §9 search debounce
// 500 ms). Decision where the spec is silent: all members are gathered 1000 a page (the
// server's largest page, as the member export does) until the total is reached.
import type { MemberDirectory } from "./pickerPorts";

export const PICK_LIMIT = 100;
export const COLLECT_PAGE_SIZE = 1000;

/** The picker's one request for what is typed: the first 100 matches. */
export const pickQuery = (search: string) => ({ search: search.trim(), limit: PICK_LIMIT, skip: 0 });

/** Every member's id, page after page. */
export const collectAllMemberIds = async (directory: MemberDirectory): Promise<ReadonlyArray<string>> => {
  const ids: string[] = [];
  for (let skip = 0; ; skip += COLLECT_PAGE_SIZE) {
    const page = await directory.findMembers({ search: "", limit: COLLECT_PAGE_SIZE, skip });
    ids.push(...page.resources.map((member) => member.id));
    if (page.resources.length === 0 || skip + COLLECT_PAGE_SIZE >= page.totalResources) return ids;
  }
};
