// Finds the Chromium the browser suites drive before Playwright starts (`npm run test:e2e`, and
// CI through it): CHROMIUM_PATH, else Debian's /usr/bin/chromium. When neither exists it installs
// Debian's chromium if it runs as root with apt-get, otherwise it stops at once with one line
// saying what to install, instead of failing deep inside Playwright.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const wanted = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(wanted)) {
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get") && process.env.CHROMIUM_PATH === undefined;
  if (!canInstall) {
    console.error(`No Chromium at ${wanted}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`);
    process.exit(1);
  }
  console.log("== installing Debian's chromium for the browser tests");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", "chromium"]]) {
    const run = spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env });
    if (run.status !== 0) {
      console.error(`apt-get ${args.join(" ")} failed: install Debian's chromium by hand or set CHROMIUM_PATH.`);
      process.exit(1);
    }
  }
}
