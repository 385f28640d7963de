// The menu pushes a server runs after answering the request that recorded them (foodpanda's
// catalog push, domain/delivery/application/menuSync.ts): each runs once, its failure is logged
// (the sync's record already says what happened, or stays queued until stale and a new request
// retries), and `settled()` waits for those under way (tests, and the server's close).
export interface BackgroundPushes {
  readonly run: (push: () => Promise<unknown>) => void;
  readonly settled: () => Promise<void>;
}

export const backgroundPushes = (log: (error: unknown) => void = (error) => console.error("A menu push failed:", error)): BackgroundPushes => {
  const running = new Set<Promise<void>>();
  return {
    run: (push) => {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(push)
        .then(() => undefined, log)
        .finally(() => running.delete(task));
      running.add(task);
    },
    settled: async () => {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
};
