// The member list's answer, made once per page the store keeps. The read cache (adapters/store/
// readCache.ts) keeps the latest unsearched pages and hands back the same rows each time, and the
// runner the same programme fold while nothing is appended to it: the same rows, under the same
// programme and member count, answer the same bytes until the first of their free-credit lots
// expires (memberView.ts leaves expired lots out of the balance). Building the 20 member views
// and serialising them was most of a cached page's cost. A page read afresh (a search, a store
// that keeps nothing) is made for its request only, and dropped with its rows.
import type { FastifyReply } from "fastify";
import { Temporal } from "temporal-polyfill";
import type { Row } from "../../../domain/engine/projection";
import type { Programme } from "../../../domain/loyalty/programme/programmeModel";
import { paged } from "../business/paging";
import { type PreparedAnswer, preparedAnswer, sendPrepared } from "../preparedAnswer";
import { memberView } from "./memberView";

interface KeptAnswer {
  readonly programme: Programme;
  readonly total: number;
  /** The first expiry of a lot the answer shows, after which it would show less. */
  readonly until: Temporal.Instant | undefined;
  readonly answer: PreparedAnswer;
}

const kept = new WeakMap<ReadonlyArray<Row>, KeptAnswer>();

const isCurrent = (known: KeptAnswer, programme: Programme, total: number, now: Temporal.Instant): boolean =>
  known.programme === programme && known.total === total && (known.until === undefined || Temporal.Instant.compare(now, known.until) < 0);

/** The answer of a page of members as bytes, kept with its rows while it stays the same. */
export const memberPageAnswer = (rows: ReadonlyArray<Row>, total: number, programme: Programme, now: Temporal.Instant): PreparedAnswer => {
  const known = kept.get(rows);
  if (known !== undefined && isCurrent(known, programme, total, now)) return known.answer;
  const views = rows.map((row) => memberView(row, programme, now));
  let until: Temporal.Instant | undefined;
  for (const view of views) {
    for (const lot of view.creditBalance.free) {
      const expiry = Temporal.Instant.from(lot.expiredAt);
      if (until === undefined || Temporal.Instant.compare(expiry, until) < 0) until = expiry;
    }
  }
  const answer = preparedAnswer(JSON.stringify(paged(views, total)));
  kept.set(rows, { programme, total, until, answer });
  return answer;
};

export const sendMemberPage = (reply: FastifyReply, ...page: Parameters<typeof memberPageAnswer>): FastifyReply => sendPrepared(reply, memberPageAnswer(...page));
