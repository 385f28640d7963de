// Create a business (spec 1 §2, route 'create-business'): name, URL slug, menu version and
// thumbnail; once created, its overview opens.
import { Button } from "primereact/button";
import { useNavigate } from "react-router";
import { usePorts } from "../../ports/PortsProvider";
import { businessOverviewPath } from "../../app/paths/businessPaths";
import { useSubmission } from "../../kit/editor/useSubmission";
import styles from "../../kit/forms/forms.module.css";
import { useFormState } from "../../kit/forms/useFormState";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import { BusinessFields } from "../profile/BusinessFields";
import { EMPTY_BUSINESS_FORM, checkNewBusiness, newBusinessBodyOf } from "../profile/businessForm";

export const CreateBusinessPage = () => {
  const { business } = usePorts();
  const navigate = useNavigate();
  const form = useFormState(EMPTY_BUSINESS_FORM, checkNewBusiness);
  const submission = useSubmission(business.createBusiness, (created) => void navigate(businessOverviewPath(created.id)));
  return (
    <div className={pageStyles.page}>
      <PageHeader title="New business" subtitle="A business groups your restaurants, menus and loyalty programme." />
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form.check()) submission.submit(newBusinessBodyOf(form.values));
        }}
      >
        <BusinessFields form={form} menuVersionLocked={false} />
        <div className={styles.actions}>
          <Button type="submit" label="Create business" icon="pi pi-check" disabled={!submission.canSubmit} loading={submission.submitting} />
        </div>
      </form>
    </div>
  );
};
