// The `member_counts` read model (key businessId): each business's member counts (memberCounts.ts),
// which GET /membership/summary answers from instead of reading every member row.
// A member joins at level 0 (as its members row starts); its level changes by MemberProfileUpdated
// (an edit, a season reset) and BillCompleted (level-ups). Members are never deleted.
// Decision where the spec is silent: level events carry neither the level left nor the business,
// so this projection reads them from the member's `members` row, and therefore runs before the
// members projection updates that row (domain/loyalty/member/projections.ts).
// The counts are kept in COUNT_SHARDS rows per business (key `{businessId}/{shard}`, the shard
// a hash of the member id), each read with getForUpdate: concurrent appends on PostgreSQL queue
// on a row instead of one count overwriting another, and 16 rows make concurrent level-ups of
// one business queue 16 times less. Readers sum the shards (memberCountsOf).
import type { RecordedEvent } from "../../engine/events";
import type { Projection, ProjectionTx, ReadModels, Row } from "../../engine/projection";
import { type MemberCounts, NO_MEMBERS, sumCounts, withJoin, withLevelChange } from "./memberCounts";
import { MEMBER_STREAM_PREFIX, type MemberEvent } from "./memberModel";
import { MEMBERS_TABLE, isMemberEvent } from "./members.projection";
import { readTable, textColumn } from "../../engine/readTable";

export const MEMBER_COUNTS_TABLE = "member_counts";

// Hot: every member list page reads the total from here, and a store owned by one process drops
// the cached shards on each write.
export const memberCountsTable = readTable({ hot: true, name: MEMBER_COUNTS_TABLE, columns: { businessId: textColumn("businessId") }, indexes: [["businessId"]] });

export const COUNT_SHARDS = 16;

/** A member's shard: a stable hash of its id (FNV-1a), so its join and level changes meet. */
export const shardOf = (memberId: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < memberId.length; i += 1) hash = Math.imul(hash ^ memberId.charCodeAt(i), 0x01000193) >>> 0;
  return hash % COUNT_SHARDS;
};

const countsOfRow = (row: Row | undefined): MemberCounts =>
  row === undefined
    ? NO_MEMBERS
    : {
        memberCount: Number(row.memberCount),
        levels: row.levels as MemberCounts["levels"],
        joinsByMonth: row.joinsByMonth as MemberCounts["joinsByMonth"],
        joinsBySlot: row.joinsBySlot as MemberCounts["joinsBySlot"],
      };

/** How many members the business has: its shards' member counts summed. */
export const memberTotalOf = async (readModels: ReadModels, businessId: string): Promise<number> =>
  (await readModels.list(MEMBER_COUNTS_TABLE, { where: { businessId } })).rows.reduce((total, row) => total + Number(row.memberCount), 0);

/** The business's member counts: its shards summed. */
export const memberCountsOf = async (readModels: ReadModels, businessId: string): Promise<MemberCounts> =>
  (await readModels.list(MEMBER_COUNTS_TABLE, { where: { businessId } })).rows.map(countsOfRow).reduce(sumCounts, NO_MEMBERS);

const update = async (tx: ProjectionTx, businessId: string, memberId: string, change: (counts: MemberCounts) => MemberCounts): Promise<void> => {
  const key = `${businessId}/${shardOf(memberId)}`;
  const counts = change(countsOfRow(await tx.getForUpdate(MEMBER_COUNTS_TABLE, key)));
  await tx.put(MEMBER_COUNTS_TABLE, key, { businessId, ...counts });
};

const levelAfter = (event: MemberEvent): number | null =>
  event.type === "MemberProfileUpdated" || event.type === "BillCompleted" ? event.data.level : null;

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!isMemberEvent(recorded)) return;
  const event = recorded as unknown as MemberEvent;
  const memberId = recorded.streamId.slice(MEMBER_STREAM_PREFIX.length);
  if (event.type === "MemberEnrolled") return update(tx, event.data.businessId, memberId, (counts) => withJoin(counts, { joinedAt: event.data.joinedAt, level: 0 }));
  const to = levelAfter(event);
  if (to === null) return;
  const member = await tx.get(MEMBERS_TABLE, memberId);
  if (member === undefined || Number(member.level) === to) return;
  await update(tx, String(member.businessId), memberId, (counts) => withLevelChange(counts, Number(member.level), to));
};

export const memberCountsProjection: Projection = { name: "member_counts", tables: [memberCountsTable], apply };
