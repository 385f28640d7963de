// Test support for suites that drive a server child process (tests/support/serverProcess.ts) over
// real HTTP: JSON calls with a bearer token, and the sign-up, sign-in and shop set-up steps the
// crash and idempotency suites share, through the public API only (codes from the dev outbox).
import type { ServerProcess } from "../support/serverProcess";

export interface Answer {
  readonly status: number;
  readonly body: any;
}

export interface CallOptions {
  readonly body?: unknown;
  readonly token?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export const PASSWORD = "secret-pass-1";

/** A call with no answer by then fails naming itself, well before the suite's test timeout. */
const ANSWER_DEADLINE_MS = 60_000;

export const send = async (server: Pick<ServerProcess, "url">, method: string, path: string, options: CallOptions = {}): Promise<Answer> => {
  try {
    const response = await fetch(`${server.url}/api/v2${path}`, {
      method,
      signal: AbortSignal.timeout(ANSWER_DEADLINE_MS),
      headers: {
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === "" ? null : JSON.parse(text) };
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") throw new Error(`${method} ${path}: no answer within ${ANSWER_DEADLINE_MS / 1000} s`);
    throw error;
  }
};

/** Sends and answers `data`, failing unless the status is 200. */
export const ok = async (server: Pick<ServerProcess, "url">, method: string, path: string, options: CallOptions = {}): Promise<any> => {
  const answer = await send(server, method, path, options);
  if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
};

/** A verification token for `phone` and `purpose`, through the dev outbox. */
export const verifyPhone = async (server: ServerProcess, phone: string, purpose: "register" | "reset-password"): Promise<string> => {
  await ok(server, "POST", "/auth/otp/v2/send", { body: { target: phone, purpose } });
  const [latest] = (await ok(server, "GET", `/dev/outbox?target=${encodeURIComponent(phone)}`)) as ReadonlyArray<{ otp: string }>;
  if (latest === undefined) throw new Error(`No OTP was sent to ${phone}`);
  const verified = await ok(server, "POST", "/auth/otp/v2/verify", { body: { target: phone, otp: latest.otp, purpose } });
  return String(verified.verificationToken);
};

export const signIn = (server: Pick<ServerProcess, "url">, phoneNumber: string, password = PASSWORD): Promise<Answer> =>
  send(server, "POST", "/auth/login", { body: { phoneNumber, password } });

export const tokenOf = async (server: Pick<ServerProcess, "url">, phoneNumber: string, password = PASSWORD): Promise<string> => {
  const answer = await signIn(server, phoneNumber, password);
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return String(answer.body.data.accessToken);
};

/** Registers `phone` and answers the new user's id and a token. */
export const signUp = async (server: ServerProcess, phone: string): Promise<{ readonly userId: string; readonly token: string }> => {
  const verificationToken = await verifyPhone(server, phone, "register");
  const user = await ok(server, "POST", "/auth/register", { body: { phoneNumber: phone, verificationToken, name: "Aina", password: PASSWORD } });
  return { userId: String(user.id), token: await tokenOf(server, phone) };
};

/** An owner with a business, a restaurant and a loyalty programme (one-to-one credit). */
export const openShop = async (server: ServerProcess, ownerPhone: string) => {
  const { token } = await signUp(server, ownerPhone);
  const business = await ok(server, "POST", "/businesses", { token, body: { name: "Kopi Crash" } });
  const businessId = String(business.id);
  const restaurant = await ok(server, "POST", "/restaurants", { token, body: { businessId, profile: { name: "Kopi Crash KLCC" } } });
  await ok(server, "POST", `/businesses/${businessId}/membership`, { token, body: { creditOneToOne: true } });
  return { token, businessId, restaurantId: String(restaurant.id) };
};

/** A BILL_COMPLETED POS event for `memberPhone`. */
export const bill = (billId: string, memberPhone: string) => ({
  type: "BILL_COMPLETED",
  billId,
  memberPhone,
  total: { amount: 2500, precision: 2, currency: "MYR" },
  items: [{ productId: "kopi-o", quantity: 1, price: { amount: 2500, precision: 2, currency: "MYR" } }],
  closedAt: "2026-01-05T08:00:00.000Z",
});
