// The `member_counts` read model (key businessId): each business's member counts (memberCounts.ts),
// which GET /membership/summary answers from instead of reading every member row.
// A member joins at level 0 (as its members row starts); its level changes by MemberProfileUpdated
// (an edit, a season reset) and BillCompleted (level-ups). Members are never deleted.
// Decision where the spec is silent: level events carry neither the level left nor the business,
// so this projection reads them from the member's `members` row, and therefore runs before the
// members projection updates that row (domain/loyalty/member/projections.ts).
// The row is shared by every member stream of the business, so it is read with getForUpdate:
// concurrent appends on PostgreSQL queue on it instead of one count overwriting another.
import type { RecordedEvent } from "../../engine/events";
import type { Projection, ProjectionTx, Row } from "../../engine/projection";
import { type MemberCounts, NO_MEMBERS, withJoin, withLevelChange } from "./memberCounts";
import { MEMBER_STREAM_PREFIX, type MemberEvent } from "./memberModel";
import { MEMBERS_TABLE, isMemberEvent } from "./members.projection";
import { readTable } from "../../engine/readTable";

export const MEMBER_COUNTS_TABLE = "member_counts";

export const memberCountsTable = readTable({ name: MEMBER_COUNTS_TABLE, columns: {} });

export const countsOfRow = (row: Row | undefined): MemberCounts =>
  row === undefined
    ? NO_MEMBERS
    : {
        memberCount: Number(row.memberCount),
        levels: row.levels as MemberCounts["levels"],
        joinsByMonth: row.joinsByMonth as MemberCounts["joinsByMonth"],
        joinsBySlot: row.joinsBySlot as MemberCounts["joinsBySlot"],
      };

const update = async (tx: ProjectionTx, businessId: string, change: (counts: MemberCounts) => MemberCounts): Promise<void> => {
  const counts = change(countsOfRow(await tx.getForUpdate(MEMBER_COUNTS_TABLE, businessId)));
  await tx.put(MEMBER_COUNTS_TABLE, businessId, { businessId, ...counts });
};

const levelAfter = (event: MemberEvent): number | null =>
  event.type === "MemberProfileUpdated" || event.type === "BillCompleted" ? event.data.level : null;

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!isMemberEvent(recorded)) return;
  const event = recorded as unknown as MemberEvent;
  if (event.type === "MemberEnrolled") return update(tx, event.data.businessId, (counts) => withJoin(counts, { joinedAt: event.data.joinedAt, level: 0 }));
  const to = levelAfter(event);
  if (to === null) return;
  const member = await tx.get(MEMBERS_TABLE, recorded.streamId.slice(MEMBER_STREAM_PREFIX.length));
  if (member === undefined || Number(member.level) === to) return;
  await update(tx, String(member.businessId), (counts) => withLevelChange(counts, Number(member.level), to));
};

export const memberCountsProjection: Projection = { name: "member_counts", tables: [memberCountsTable], apply };
