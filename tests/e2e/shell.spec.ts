// The application shell in a real browser: '/' sends a visitor without a session to the login
// page, under the sandbox banner; the not-found page answers an unknown deep link, and its Go back
// button leads home (which, signed out, is the login page again); the console stays clean (no
// errors and no warnings, such as React Router's).
import { expect, test, type Page } from "@playwright/test";

const collectConsoleProblems = (page: Page): string[] => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
};

test("home redirects to login, not-found deep link and Go back", async ({ page }) => {
  const problems = collectConsoleProblems(page);

  await page.goto("/");
  await expect(page).toHaveURL("/auth/login");
  await expect(page.getByText("Sandbox site, internal and partner use only")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  await expect(page.getByText("F&B Back Office")).toBeVisible();
  await page.screenshot({ animations: "disabled", path: "test-results/shell-login.png", fullPage: true });

  await page.goto("/no/such/page");
  await expect(page.getByText("Sorry, nothing here...(404)")).toBeVisible();
  await expect(page.getByText("Sandbox site, internal and partner use only")).toBeVisible();
  await page.screenshot({ animations: "disabled", path: "test-results/shell-not-found.png", fullPage: true });

  await page.getByRole("button", { name: "Go back" }).click();
  await expect(page).toHaveURL("/auth/login");

  expect(problems).toEqual([]);
});
