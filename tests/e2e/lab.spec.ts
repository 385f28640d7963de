// The Machine Lab in a real browser (issue 8 §2, §5): QA opens /lab (signing in as the provider
// admin first when the Lab asks for it), picks the OTP resend countdown, steps its 30 s on the
// Lab clock (one second, the next delay, then 25 s at once) until the resend is available,
// resends, and travels back through the log; then plays the registration's path to its details
// step; and connects the inspector bridge to a local WebSocket receiver, which gets the run's
// inspection events. The diagram highlights each state as it goes, and the console stays clean. Screenshots
// go to test-results/lab-*.png.
// The admin is ADMIN_PHONE / ADMIN_PASSWORD when set, else the server's development defaults
// (adapters/server/auth/adminProvisioning.ts).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { WebSocketServer } from "ws";

const ADMIN_PHONE = process.env.ADMIN_PHONE ?? "+60123456789";
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "admin1234";
/** Each Lab step is a click and a re-render; on a busy CI machine a dozen of them need more than 30 s. */
const STEPPING_TIMEOUT_MS = 90_000;
/** "Run to end" pauses between steps so the diagram can be followed. */
const RUN_TO_END_TIMEOUT_MS = 20_000;

const collectConsoleProblems = (page: Page): string[] => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
};

const openLab = async (page: Page) => {
  await page.goto("/lab");
  const pageTitle = page.getByRole("heading", { level: 1 });
  await expect(pageTitle).toHaveText(/^(Machine Lab|Login)$/);
  if ((await pageTitle.textContent()) === "Login") {
    await page.getByLabel("Phone", { exact: true }).fill(ADMIN_PHONE);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname !== "/auth/login");
    await page.goto("/lab");
  }
  await expect(page.getByRole("heading", { level: 1, name: "Machine Lab" })).toBeVisible();
};

const chooseMachine = async (page: Page, search: string, title: string) => {
  await page.getByLabel("Search machines").fill(search);
  await page.getByRole("navigation", { name: "Machines" }).getByRole("button", { name: new RegExp(`^${title}`) }).click();
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
};

const stateBox = (page: Page, id: string): Locator => page.locator(`[data-state-id="${id}"]`);
const currentState = (page: Page) => page.getByLabel("Current state");
const clock = (page: Page) => page.getByLabel("Lab clock");
const logStep = (page: Page, index: number) => page.getByRole("list", { name: "Transition log" }).getByRole("button", { name: new RegExp(`^#${index} `) });
const contextValue = (page: Page, text: string) => page.getByRole("tree", { name: "Context" }).getByText(text, { exact: true });
const shoot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ animations: "disabled", path: `test-results/lab-${name}.png` });
};

/** Tall enough to show the diagram and the panels in one screenshot (the header is sticky). */
test.use({ viewport: { width: 1440, height: 1500 } });

test("QA steps the OTP countdown past 30 s on the Lab clock, resends, and travels back", async ({ page }) => {
  test.setTimeout(STEPPING_TIMEOUT_MS);
  const problems = collectConsoleProblems(page);
  await openLab(page);
  await chooseMachine(page, "countdown", "OTP resend countdown");

  await expect(currentState(page)).toHaveText("counting");
  await expect(stateBox(page, "otpCountdown.counting")).toHaveAttribute("data-active", "true");
  await expect(page.getByRole("button", { name: "otp.resend", exact: true })).toHaveCount(0);
  await expect(contextValue(page, "30")).toBeVisible();
  await shoot(page, "otp-counting");

  await page.getByRole("button", { name: "Advance 1 s" }).click();
  await expect(clock(page)).toHaveText("0:01");
  await expect(contextValue(page, "29")).toBeVisible();
  for (const second of [2, 3, 4, 5]) {
    await page.getByRole("button", { name: "Skip to next delay (1 s)" }).click();
    await expect(clock(page)).toHaveText(`0:0${second}`);
  }
  await page.getByLabel("Seconds to advance").fill("25");
  await page.getByRole("button", { name: "Advance", exact: true }).click();
  await expect(clock(page)).toHaveText("0:30");
  await expect(currentState(page)).toHaveText("ready");
  await expect(stateBox(page, "otpCountdown.ready")).toHaveAttribute("data-active", "true");
  await expect(stateBox(page, "otpCountdown.counting")).toHaveAttribute("data-active", "false");
  await expect(page.getByRole("button", { name: "Skip to next delay" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "otp.resend", exact: true })).toBeEnabled();
  await shoot(page, "otp-ready");

  await page.getByRole("button", { name: "otp.resend", exact: true }).click();
  await expect(logStep(page, 8)).toContainText("sendOtp done (mock) → counting");
  await expect(logStep(page, 7)).toContainText("otp.resend → resending");
  await expect(currentState(page)).toHaveText("counting");
  await expect(contextValue(page, "30")).toBeVisible();

  await logStep(page, 6).click();
  await expect(currentState(page)).toHaveText("ready");
  await expect(clock(page)).toHaveText("0:30");
  await expect(logStep(page, 6)).toHaveAttribute("aria-current", "step");
  await expect(stateBox(page, "otpCountdown.ready")).toHaveAttribute("data-active", "true");
  await shoot(page, "time-travel");

  await logStep(page, 1).click();
  await expect(currentState(page)).toHaveText("counting");
  await expect(clock(page)).toHaveText("0:01");
  await expect(contextValue(page, "29")).toBeVisible();
  await expect(logStep(page, 8)).toBeVisible();

  expect(problems).toEqual([]);
});

test("QA plays the phone verification's path to the verified phone, step by step", async ({ page }) => {
  test.setTimeout(STEPPING_TIMEOUT_MS);
  const problems = collectConsoleProblems(page);
  await openLab(page);
  await chooseMachine(page, "phone verification", "Phone verification");

  await page.locator(".p-dropdown").filter({ has: page.getByLabel("Target state") }).click();
  await page.getByRole("option", { name: "verified", exact: true }).click();
  await page.getByRole("button", { name: "Play path" }).click();
  await page.getByRole("button", { name: "Next step" }).click();
  await expect(page.getByRole("tree", { name: "Context" }).getByText('"+60123456789"')).toBeVisible();
  await page.getByRole("button", { name: "Next step" }).click();
  await expect(currentState(page)).toHaveText("phone.checkingPhone");
  await expect(stateBox(page, "phoneVerification.phone.checkingPhone")).toHaveAttribute("data-active", "true");
  await expect(page.getByRole("group", { name: "Call checkExist" })).toBeVisible();
  await shoot(page, "verification-in-flight");

  await page.getByRole("button", { name: "Run to end" }).click();
  await expect(page.getByText("Reached verified")).toBeVisible({ timeout: RUN_TO_END_TIMEOUT_MS });
  await expect(currentState(page)).toHaveText("verified");
  await expect(stateBox(page, "phoneVerification.verified")).toHaveAttribute("data-active", "true");
  await shoot(page, "verification-verified");

  await chooseMachine(page, "session", "Session");
  await expect(stateBox(page, "session.signedIn.refresh")).toBeVisible();
  await shoot(page, "session");

  expect(problems).toEqual([]);
});

test("QA connects the inspector bridge and the receiver gets the run's inspection events", async ({ page }) => {
  test.setTimeout(STEPPING_TIMEOUT_MS);
  const receiver = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  const received: string[] = [];
  receiver.on("connection", (socket) => socket.on("message", (data) => received.push(String(data))));
  await new Promise<void>((resolve) => receiver.once("listening", () => resolve()));
  const address = receiver.address();
  if (address === null || typeof address === "string") throw new Error("expected a TCP address");
  try {
    await openLab(page);
    await chooseMachine(page, "countdown", "OTP resend countdown");
    const bridge = page.getByRole("group", { name: "Inspector bridge" });
    await bridge.getByLabel("Stately inspector endpoint").fill("http://not-a-socket");
    await expect(bridge.getByText("Use a ws:// or wss:// address")).toBeVisible();
    await expect(bridge.getByRole("button", { name: "Connect" })).toBeDisabled();
    await bridge.getByLabel("Stately inspector endpoint").fill(`ws://127.0.0.1:${address.port}`);
    await bridge.getByRole("button", { name: "Connect" }).click();
    await expect(bridge.getByText(`Sending runs to ws://127.0.0.1:${address.port}`)).toBeVisible();
    await page.getByRole("button", { name: "Advance 1 s" }).click();
    await expect.poll(() => received.some((message) => message.includes("@xstate.event"))).toBe(true);
    expect(received.some((message) => message.includes("@xstate.actor"))).toBe(true);
    await bridge.getByRole("button", { name: "Disconnect" }).click();
    await expect(bridge.getByRole("button", { name: "Connect" })).toBeEnabled();
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
