// Owns: the Lab's clock. XState's SimulatedClock drives `after` delays only when told to; this one
// also remembers when each pending timer is due, so "Skip to next delay" knows how far to go.
// Decisions:
// - `advance(ms)` stops at every timer due on the way: a SimulatedClock that jumps 30 s at once
//   fires a 1 s tick only once, because the tick it re-arms starts at the new time.
// - Timers are tracked by overriding the clock's own setTimeout/clearTimeout, the only two calls
//   XState makes on a clock, rather than reading the SimulatedClock's private state.
// - One advance fires at most MAX_TIMERS_PER_ADVANCE timers, so a zero delay that re-arms itself
//   cannot hang the page.
import { SimulatedClock } from "xstate";

const MAX_TIMERS_PER_ADVANCE = 10_000;

export class LabClock extends SimulatedClock {
  readonly #dueAt = new Map<number, number>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = super.setTimeout(() => {
      this.#dueAt.delete(id);
      fn();
    }, timeout);
    this.#dueAt.set(id, this.now() + timeout);
    return id;
  }

  override clearTimeout(id: number): void {
    this.#dueAt.delete(id);
    super.clearTimeout(id);
  }

  /** Moves time forward by `ms`, firing each timer due on the way at its own time. */
  advance(ms: number): void {
    let remaining = ms;
    for (let fired = 0; fired < MAX_TIMERS_PER_ADVANCE; fired += 1) {
      const next = this.msToNextTimer();
      if (next === null || next > remaining) break;
      this.increment(next);
      remaining -= next;
    }
    this.increment(remaining);
  }

  /** Milliseconds until the earliest pending timer is due, or null when none is pending. */
  msToNextTimer(): number | null {
    if (this.#dueAt.size === 0) return null;
    return Math.max(0, Math.min(...this.#dueAt.values()) - this.now());
  }
}
