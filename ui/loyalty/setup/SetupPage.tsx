// The programme setup page (spec 2 §1-2, route 'membership-setup'): shown only while the business
// has no programme; it creates one (POST /membership) and then opens the overview.
import { Button } from "primereact/button";
import { useNavigate } from "react-router";
import { useSubmission } from "../../business/editor/useSubmission";
import { NumberField } from "../../business/forms/NumberField";
import { TextField } from "../../business/forms/TextField";
import styles from "../../business/forms/forms.module.css";
import { useFormState } from "../../business/forms/useFormState";
import { PageHeader } from "../../business/page/PageHeader";
import pageStyles from "../../business/page/page.module.css";
import type { LoyaltyProgramme } from "../../ports/loyaltyPort";
import { usePorts } from "../../ports/PortsProvider";
import { useProgrammeHandle } from "../entry/ProgrammeContext";
import { overviewPath } from "../loyaltyPaths";
import { INITIAL_SETUP, type SetupForm, checkSetup, setupBodyOf } from "./setupForm";

type Created = { readonly id: string; readonly programme: LoyaltyProgramme };

export const SetupPage = () => {
  const { loyalty } = usePorts();
  const { businessId, replace } = useProgrammeHandle();
  const navigate = useNavigate();
  const form = useFormState<SetupForm>(INITIAL_SETUP, checkSetup);
  const submission = useSubmission(
    async (values: SetupForm): Promise<Created> => ({ id: businessId, programme: await loyalty.createProgramme(businessId, setupBodyOf(values)) }),
    ({ programme }) => {
      replace(programme);
      void navigate(overviewPath(businessId), { replace: true });
    },
  );
  return (
    <div className={pageStyles.page}>
      <PageHeader title="Set up your loyalty programme" subtitle="Name it and choose how much experience a level needs; the rest can be changed later." />
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form.check()) submission.submit(form.values);
        }}
      >
        <div className={styles.grid}>
          <TextField label="Programme name" value={form.values.name} error={form.errors.name} onChange={(name) => form.set("name", name)} />
          <TextField label="Base tier name" value={form.values.baseTierName} error={form.errors.baseTierName} onChange={(name) => form.set("baseTierName", name)} />
          <NumberField
            label="Exp to level up"
            hint="Experience a member needs for each level; members earn 1 exp per 1.00 spent."
            value={form.values.baseExpToLevelUp}
            error={form.errors.baseExpToLevelUp}
            onChange={(exp) => form.set("baseExpToLevelUp", exp)}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" label="Create programme" icon="pi pi-check" disabled={!submission.canSubmit} loading={submission.submitting} />
        </div>
      </form>
    </div>
  );
};
