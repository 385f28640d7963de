// Owns: the overview's new-version banner (spec 3 §1, §4 Migration), driven by
// machines/marketing/migration.machine.ts over the marketing port's setting read and migration
// request: 'Switch Now' (reading 'Processing' while the request runs) opens the 'Confirmation'
// dialog; confirmed, the request is sent; 'Migration request submitted' shows in green, then the
// page leaves for the external marketing site (the setting's portal address, with the business id
// and the current query, as the area's setting gate does). A failure shows the server's message
// in red and offers the switch again.
// Decisions where the spec is silent: a failed setting read hides the banner (the normal view); a
// requested but not yet switched migration shows the submitted notice without the button.
import { useMachine } from "@xstate/react";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useEffect, useMemo } from "react";
import { useLocation } from "react-router";
import { fromPromise } from "xstate";
import { portalAddress } from "../../../machines/loyalty/marketingSettingRedirect.machine";
import { type MarketingSettingView, type MigrationInput, migrationMachine } from "../../../machines/marketing/migration.machine";
import { ConfirmationDialog } from "../../kit/feedback/ConfirmationDialog";
import { useToast } from "../../kit/feedback/ToastProvider";
import type { MarketingSettingState } from "../../ports/marketingPort";
import { usePorts } from "../../ports/PortsProvider";
import styles from "./overview.module.css";

export const MIGRATION_QUESTION = "Switch to the new marketing version now? Your content and settings are preserved.";

export const MigrationBanner = ({ businessId }: { readonly businessId: string }) => {
  const { marketing } = usePorts();
  const toast = useToast();
  const { search } = useLocation();
  const machine = useMemo(
    () =>
      migrationMachine.provide({
        actors: {
          fetchSetting: fromPromise<MarketingSettingView, MigrationInput>(({ input }) => marketing.marketingSetting(input.businessId)),
          migrate: fromPromise<MarketingSettingView, MigrationInput>(({ input }) => marketing.migrateMarketing(input.businessId)),
        },
      }),
    [marketing],
  );
  const [snapshot, send] = useMachine(machine, { input: { businessId } });
  const { notice, setting } = snapshot.context;
  const migrated = snapshot.matches("migrated");
  const pending = snapshot.matches("pending");
  useEffect(() => {
    if (notice === null || pending) return;
    if (notice.tone === "success") toast.success(notice.message);
    else toast.error(notice.message);
  }, [notice, pending, toast]);
  useEffect(() => {
    if (!migrated || setting === null) return;
    const url = portalAddress((setting as MarketingSettingState).portalUrl, businessId, search);
    if (url !== null) window.location.assign(url);
  }, [migrated, setting, businessId, search]);
  if (snapshot.matches("loading") || snapshot.matches("unavailable") || (migrated && notice === null)) return null;
  const submitted = pending || migrated;
  const busy = snapshot.matches("submitting");
  return (
    <section className={styles.banner} aria-label="New marketing version">
      <div>
        <h2 className={styles.bannerTitle}>A new marketing version is here</h2>
        <p className={styles.bannerText}>Switch to the new marketing experience. Your content and settings are preserved.</p>
        {submitted && notice !== null ? <Message severity="success" text={notice.message} /> : null}
      </div>
      {submitted ? null : (
        <Button
          label={busy ? "Processing" : "Switch Now"}
          loading={busy}
          disabled={!snapshot.can({ type: "migration.request" })}
          onClick={() => send({ type: "migration.request" })}
        />
      )}
      <ConfirmationDialog
        visible={snapshot.matches("confirming")}
        message={MIGRATION_QUESTION}
        onConfirm={() => send({ type: "migration.confirm" })}
        onCancel={() => send({ type: "migration.cancel" })}
      />
    </section>
  );
};
