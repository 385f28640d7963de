// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import { saveFile } from "../../kit/export/saveFile";
import type { UtilCheck, UtilPort } from "../../ports/utilPort";
import { PageLoading } from "../../shell/PageLoading";
import { adminRoutes } from "..";

vi.mock("../../kit/export/saveFile", () => ({ saveFile: vi.fn() }));

const RUNNING: UtilCheck = {
  id: "c1", kind: "creditLedgers", status: "running", progress: { done: 1, total: 2, unit: "businesses" },
  startedAt: "2026-01-05T08:00:00Z", finishedAt: null, error: null, result: null,
};
const DONE: UtilCheck = {
  ...RUNNING, status: "done", progress: { done: 2, total: 2, unit: "businesses" }, finishedAt: "2026-01-05T08:00:01Z",
  result: { kind: "creditLedgers", checked: 12, mismatches: [] },
};

const mount = (util: Partial<UtilPort>) =>
  renderApp("/util", {
    storedToken: ADMIN_TOKEN,
    routes: [{ path: "/", hydrateFallbackElement: <PageLoading />, children: adminRoutes }],
    business: { listMyBusinesses: async () => [] },
    util: {
      listChecks: async () => [],
      startCheck: async () => RUNNING,
      check: async () => DONE,
      exportStream: async () => "{}",
      ...util,
    },
  });

describe("the Util page", () => {
  afterEach(cleanupApp);

  it("runs a check under the progress dialog with its count, then shows its verdict", async () => {
    const startCheck = vi.fn<UtilPort["startCheck"]>(async () => RUNNING);
    mount({ startCheck });
    fireEvent.click(await screen.findByRole("button", { name: "Run check: Credit ledgers" }, { timeout: 10_000 }));
    expect(await findText("Credit ledgers: 1 of 2 businesses...")).toBeTruthy();
    expect(await findText("12 members checked: every balance equals the sum of its ledger.")).toBeTruthy();
    expect(startCheck).toHaveBeenCalledWith("creditLedgers");
    await waitFor(() => expect(screen.queryByText("Credit ledgers: 1 of 2 businesses...")).toBeNull());
  });

  it("lists the tables a shadow rebuild found different", async () => {
    const rebuilt: UtilCheck = {
      ...DONE, kind: "projectionRebuild", progress: { done: 40, total: 40, unit: "events" },
      result: { kind: "projectionRebuild", events: 40, identical: false, tables: [
        { table: "members", liveRows: 3, rebuiltRows: 3, missing: 0, extra: 0, changed: 1, sampleKeys: ["m1"] },
        { table: "users", liveRows: 2, rebuiltRows: 2, missing: 0, extra: 0, changed: 0, sampleKeys: [] },
      ] },
    };
    mount({ startCheck: async () => rebuilt });
    fireEvent.click(await screen.findByRole("button", { name: "Run check: Projection rebuild" }, { timeout: 10_000 }));
    expect(await findText(/some tables differ/)).toBeTruthy();
    expect(screen.getByText("members")).toBeTruthy();
    expect(screen.getByText("m1")).toBeTruthy();
    expect(screen.queryByText("users")).toBeNull();
  });

  it("downloads one stream's events as JSON", async () => {
    const exportStream = vi.fn<UtilPort["exportStream"]>(async () => '{"streamId":"business-b1"}');
    mount({ exportStream });
    fireEvent.change(await screen.findByLabelText("Stream id", {}, { timeout: 10_000 }), { target: { value: "business-b1" } });
    fireEvent.click(screen.getByRole("button", { name: "Export JSON" }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith("business-b1.json", '{"streamId":"business-b1"}', "application/json"));
  });
});
