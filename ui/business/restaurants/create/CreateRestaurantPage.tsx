// Create a restaurant in a business (spec 1 §2 "restaurant create (needs a business)", route
// 'restaurant-create'): its profile; once created, its settings open. Without the business the
// server answers 'Business id not found', shown in a red toast.
import { Button } from "primereact/button";
import { useNavigate, useParams } from "react-router";
import { useSubmission } from "../../../kit/editor/useSubmission";
import styles from "../../../kit/forms/forms.module.css";
import { useFormState } from "../../../kit/forms/useFormState";
import { PageHeader } from "../../../kit/page/PageHeader";
import pageStyles from "../../../kit/page/page.module.css";
import { usePorts } from "../../../ports/PortsProvider";
import { ProfileFields } from "../profile/ProfileFields";
import { EMPTY_PROFILE_FORM, checkProfile, profileBodyOf } from "../profile/profileForm";
import { restaurantSettingsPath } from "../../../app/paths/restaurantPaths";

export const CreateRestaurantPage = () => {
  const { businessId = "" } = useParams();
  const { business } = usePorts();
  const navigate = useNavigate();
  const form = useFormState(EMPTY_PROFILE_FORM, checkProfile);
  const submission = useSubmission(
    (values: typeof form.values) => business.createRestaurant(businessId, profileBodyOf(values)),
    (created) => void navigate(restaurantSettingsPath(businessId, created.id, "profile")),
  );
  return (
    <div className={pageStyles.page}>
      <PageHeader title="New restaurant" subtitle="Its settings open once it is created." />
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form.check()) submission.submit(form.values);
        }}
      >
        <ProfileFields form={form} />
        <div className={styles.actions}>
          <Button type="submit" label="Create restaurant" icon="pi pi-check" disabled={!submission.canSubmit} loading={submission.submitting} />
        </div>
      </form>
    </div>
  );
};
