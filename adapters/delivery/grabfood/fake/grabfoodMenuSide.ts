// The fake GrabFood's side of a menu sync (GrabFood's "menu sync flow"): after a menu notification
// it pushes QUEUEING to the partner's sync-state webhook, pulls the partner's get-menu webhook,
// pushes PROCESSING, checks the menu against GetMenuNewResponse, and pushes SUCCESS (keeping the
// menu as what GrabFood has) or FAILED with its errors. Every push has its own requestID.
// Tests steer it through `control`: `outcome` "accept" (default), "reject" (FAILED with
// `rejectReasons`), "failHalfway" (PROCESSING, then FAILED without taking the menu) or "silent"
// (QUEUEING only); `replay` sends every push twice with the same requestID.
// Decisions: the partner is reached through `connect(partner)`, a function sending one request
// (fetch in a server, Fastify's inject in tests) with the webhook token; without one, nothing is
// pulled or pushed. `settled()` waits for every flow under way.
import { randomUUID } from "node:crypto";
import { grabMenuSchema } from "../grabMenuSchema";

export interface PartnerAnswer {
  readonly status: number;
  readonly body: unknown;
}
/** Sends one request to the partner's webhooks (path under /api/v2, the token already attached). */
export type PartnerWebhooks = (method: "GET" | "POST", path: string, body?: unknown) => Promise<PartnerAnswer>;

export const GET_MENU_WEBHOOK = "/delivery/grabfood/webhook/menu";
export const SYNC_STATE_WEBHOOK = "/delivery/grabfood/webhook/menu-sync-state";

/** The partner's webhooks over HTTP at `baseUrl` (…/api/v2), bearing `token`. */
export const httpPartnerWebhooks = (baseUrl: string, token: string): PartnerWebhooks => async (method, path, body) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return { status: response.status, body: text === "" ? undefined : (JSON.parse(text) as unknown) };
};

export type MenuOutcome = "accept" | "reject" | "failHalfway" | "silent";

export interface SyncJob {
  readonly jobId: string;
  readonly merchantID: string;
  readonly states: string[];
}

export const HALF_WAY_FAILURE = "Menu processing stopped half way, please try again";

export const grabfoodMenuSide = () => {
  let partner: PartnerWebhooks | null = null;
  const control: { outcome: MenuOutcome; rejectReasons: string[]; replay: boolean } = { outcome: "accept", rejectReasons: ["Item price is invalid"], replay: false };
  /** What GrabFood has, per merchant: the last menu it accepted. */
  const acceptedMenus = new Map<string, unknown>();
  /** Every menu GrabFood applied, in order (a double publish shows twice). */
  const published: Array<{ merchantID: string; jobId: string }> = [];
  const jobs: SyncJob[] = [];
  const flows = new Set<Promise<void>>();

  const push = async (job: SyncJob, status: string, errors: ReadonlyArray<string> = []): Promise<void> => {
    if (partner === null) return;
    job.states.push(status);
    const body = { requestID: randomUUID(), merchantID: job.merchantID, jobID: job.jobId, updatedAt: new Date().toISOString().replace(/\.\d+Z$/, "Z"), status, errors };
    await partner("POST", SYNC_STATE_WEBHOOK, body);
    if (control.replay) await partner("POST", SYNC_STATE_WEBHOOK, body);
  };

  const run = async (job: SyncJob): Promise<void> => {
    await push(job, "QUEUEING");
    if (control.outcome === "silent" || partner === null) return;
    const pulled = await partner("GET", `${GET_MENU_WEBHOOK}?merchantID=${encodeURIComponent(job.merchantID)}`);
    await push(job, "PROCESSING");
    if (pulled.status !== 200) return push(job, "FAILED", [`The partner's menu could not be fetched (${pulled.status})`]);
    const menu = pulled.body;
    const problems = (await grabMenuSchema())(menu);
    if (control.outcome === "reject") return push(job, "FAILED", control.rejectReasons);
    if (problems.length > 0) return push(job, "FAILED", problems);
    if (control.outcome === "failHalfway") return push(job, "FAILED", [HALF_WAY_FAILURE]);
    acceptedMenus.set(job.merchantID, menu);
    published.push({ merchantID: job.merchantID, jobId: job.jobId });
    return push(job, "SUCCESS");
  };

  return {
    control,
    acceptedMenus,
    published,
    jobs,
    connect: (webhooks: PartnerWebhooks) => {
      partner = webhooks;
    },
    /** A notification for `merchantID` was taken: the job id answered, the flow started behind it. */
    start: (merchantID: string): string => {
      const job: SyncJob = { jobId: randomUUID(), merchantID, states: [] };
      jobs.push(job);
      const flow: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => run(job))
        .catch((error: unknown) => console.error("The fake GrabFood's menu sync failed:", error))
        .finally(() => flows.delete(flow));
      flows.add(flow);
      return job.jobId;
    },
    settled: async (): Promise<void> => {
      while (flows.size > 0) await Promise.all([...flows]);
    },
  };
};
