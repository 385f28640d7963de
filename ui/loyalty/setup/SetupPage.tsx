// The programme setup page (spec 2 §1-2, route 'membership-setup'): shown only while the business
// has no programme; it runs machines/loyalty/programmeSetup.machine.ts from its form step (the
// landing page is its own route, whose 'Get started' opens this one): the machine checks the
// names ('Name is required'), creates the programme (POST /membership) and, once created, the
// page puts it in the loyalty area and opens the overview. A failed creation shows the server's
// message with 'Try again' and 'Edit'.
import { useMachine } from "@xstate/react";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { fromPromise } from "xstate";
import {
  type CreateProgrammeInput,
  type CreatedProgramme,
  DEFAULT_SETUP_VALUES,
  type SetupValues,
  programmeSetupMachine,
} from "../../../machines/loyalty/programmeSetup.machine";
import { NumberField } from "../../kit/forms/NumberField";
import { TextField } from "../../kit/forms/TextField";
import styles from "../../kit/forms/forms.module.css";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import type { LoyaltyProgramme } from "../../ports/loyaltyPort";
import { usePorts } from "../../ports/PortsProvider";
import { useProgrammeHandle } from "../entry/ProgrammeContext";
import { overviewPath } from "../../app/paths/loyaltyPaths";

export const SetupPage = () => {
  const { loyalty } = usePorts();
  const { businessId, replace } = useProgrammeHandle();
  const navigate = useNavigate();
  const [values, setValues] = useState<SetupValues>(DEFAULT_SETUP_VALUES);
  const created = useRef<LoyaltyProgramme | null>(null);
  const latest = useRef({ replace, navigate });
  latest.current = { replace, navigate };
  const machine = useMemo(
    () =>
      programmeSetupMachine.provide({
        actors: {
          createProgramme: fromPromise<CreatedProgramme, CreateProgrammeInput>(async ({ input: { businessId: id, ...body } }) => {
            created.current = await loyalty.createProgramme(id, body);
            return { id };
          }),
        },
        actions: {
          notifyCreated: () => {
            if (created.current !== null) latest.current.replace(created.current);
            void latest.current.navigate(overviewPath(businessId), { replace: true });
          },
        },
      }),
    [loyalty, businessId],
  );
  const [snapshot, send] = useMachine(machine, { input: { businessId } });
  useEffect(() => {
    if (snapshot.matches("landing")) send({ type: "setup.start" });
  }, [snapshot, send]);
  const { fieldErrors, problem } = snapshot.context;
  const failed = snapshot.matches("failed");
  return (
    <div className={pageStyles.page}>
      <PageHeader title="Set up your loyalty programme" subtitle="Name it and choose how much experience a level needs; the rest can be changed later." />
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: "setup.submit", values });
        }}
      >
        {failed && problem !== null ? <Message severity="error" text={problem} /> : null}
        <div className={styles.grid}>
          <TextField label="Programme name" value={values.name} error={fieldErrors.name} disabled={!snapshot.matches("form")} onChange={(name) => setValues({ ...values, name })} />
          <TextField
            label="Base tier name"
            value={values.baseTierName}
            error={fieldErrors.baseTierName}
            disabled={!snapshot.matches("form")}
            onChange={(baseTierName) => setValues({ ...values, baseTierName })}
          />
          <NumberField
            label="Exp to level up"
            hint="Experience a member needs for each level; members earn 1 exp per 1.00 spent."
            value={values.baseExpToLevelUp}
            disabled={!snapshot.matches("form")}
            onChange={(baseExpToLevelUp) => setValues({ ...values, baseExpToLevelUp })}
          />
        </div>
        <div className={styles.actions}>
          {failed ? (
            <>
              <Button type="button" label="Edit" outlined onClick={() => send({ type: "setup.edit" })} />
              <Button type="button" label="Try again" icon="pi pi-refresh" onClick={() => send({ type: "setup.retry" })} />
            </>
          ) : (
            <Button
              type="submit"
              label="Create programme"
              icon="pi pi-check"
              disabled={!snapshot.can({ type: "setup.submit", values })}
              loading={snapshot.matches("creating")}
            />
          )}
        </div>
      </form>
    </div>
  );
};
