// Edit a business (spec 1 §2, route 'business-edit'): the owner edits name, thumbnail and URL
// slug (PUT /businesses/{id}/profile); the provider (admin or staff) also moves its menu version
// (PUT /businesses/{id}). Both send the `_rev` the page loaded. The business is deleted from here
// too, after the 'Confirmation' dialog; the user then goes back to the business list (provider
// users) or home.
import { Button } from "primereact/button";
import { useNavigate, useParams } from "react-router";
import type { BusinessAdminInput, BusinessProfileInput } from "../../../domain/business/businessProfile";
import type { Business } from "../../ports/businessPort";
import { usePorts } from "../../ports/PortsProvider";
import { useRoleFlags } from "../../session/SessionProvider";
import { BUSINESS_LIST_PATH } from "../../app/paths/businessPaths";
import { EditorActions } from "../../kit/editor/EditorActions";
import { EditorFrame } from "../../kit/editor/EditorFrame";
import { useDeletion } from "../../kit/editor/useDeletion";
import { type DocumentEditor, useDocumentEditor } from "../../kit/editor/useDocumentEditor";
import styles from "../../kit/forms/forms.module.css";
import { useFormState } from "../../kit/forms/useFormState";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import { BusinessFields } from "../profile/BusinessFields";
import { adminBodyOf, businessFormOf, checkBusinessProfile, profileBodyOf } from "../profile/businessForm";

type BusinessChange =
  | { readonly kind: "profile"; readonly body: BusinessProfileInput }
  | { readonly kind: "provider"; readonly body: BusinessAdminInput };

interface FormProps {
  readonly business: Business;
  readonly provider: boolean;
  readonly editor: DocumentEditor<Business, BusinessChange>;
}

const BusinessForm = ({ business, provider, editor }: FormProps) => {
  const form = useFormState(businessFormOf(business), checkBusinessProfile);
  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.check()) return;
        editor.save(
          provider
            ? { kind: "provider", body: adminBodyOf(form.values, business) }
            : { kind: "profile", body: profileBodyOf(form.values) },
        );
      }}
    >
      <BusinessFields form={form} menuVersionLocked={!provider} />
      <EditorActions editor={editor} />
    </form>
  );
};

const BusinessEditor = ({ businessId }: { readonly businessId: string }) => {
  const { business: port } = usePorts();
  const flags = useRoleFlags();
  const navigate = useNavigate();
  const editor = useDocumentEditor<Business, BusinessChange>(businessId, {
    load: port.getBusiness,
    save: ({ id, rev, change }) =>
      change.kind === "provider"
        ? port.updateBusiness({ id, rev, change: change.body })
        : port.updateBusinessProfile({ id, rev, change: change.body }),
  });
  const deletion = useDeletion(port.deleteBusiness, () => void navigate(flags?.isAdminOrStaffOrAgent === true ? BUSINESS_LIST_PATH : "/"));
  return (
    <div className={pageStyles.page}>
      <EditorFrame editor={editor}>
        {(business) => (
          <>
            <PageHeader
              title={business.name}
              subtitle="Business profile"
              actions={
                <Button
                  label="Delete business"
                  icon="pi pi-trash"
                  severity="danger"
                  outlined
                  onClick={() => deletion.request({ id: business.id, name: business.name })}
                />
              }
            />
            <BusinessForm key={editor.generation} business={business} provider={flags?.isAdminOrStaff === true} editor={editor} />
          </>
        )}
      </EditorFrame>
      {deletion.dialog}
    </div>
  );
};

export const EditBusinessPage = () => {
  const { businessId = "" } = useParams();
  return <BusinessEditor key={businessId} businessId={businessId} />;
};
