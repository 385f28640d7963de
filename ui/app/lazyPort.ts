// Owns: ports whose HTTP adapter is loaded on the first call, so the adapter, the response
// Schemas it decodes with and the domain modules they pull in (cron parsing, Temporal, marketing
// rules...) are chunks of their own instead of weight in the first page load (issue 14: initial
// JS ≤ 200 KB gzip on the sign-in page). Only ports whose every member is a function returning a
// Promise can be deferred this way; the type refuses any other (a sync method could not wait for
// its adapter), so auth's token reading and the live channel stay eager.
// Decision: a failed load is not cached, so the next call tries again (a flaky network at the
// first click must not break the page until a reload).

type AsyncMethods<P> = { readonly [K in keyof P]: P[K] extends (...args: never[]) => Promise<unknown> ? P[K] : never };

export const lazyPort = <P extends AsyncMethods<P>>(load: () => Promise<P>): P => {
  let loading: Promise<P> | null = null;
  const adapter = (): Promise<P> => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const methods = new Map<PropertyKey, unknown>();
  return new Proxy({} as P, {
    get: (_target, key) => {
      // A Promise-like check (`await port`) or React dev tools probing must not look like a method.
      if (key === "then" || typeof key === "symbol") return undefined;
      const known = methods.get(key);
      if (known !== undefined) return known;
      const method = async (...args: never[]): Promise<unknown> => {
        const port = await adapter();
        const member = port[key as keyof P] as unknown;
        if (typeof member !== "function") throw new TypeError(`The port has no method ${String(key)}`);
        return (member as (...a: never[]) => Promise<unknown>).apply(port, args);
      };
      methods.set(key, method);
      return method;
    },
  });
};
