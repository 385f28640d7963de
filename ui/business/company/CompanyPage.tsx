// The company legal info page (spec 1 §2, route 'company-legal-info'): the business's company
// (basic rows, Tax, HQ address), saved whole with the `_rev` the page loaded.
import { useParams } from "react-router";
import type { CompanyInput } from "../../../domain/business/company";
import type { Business } from "../../ports/businessPort";
import { usePorts } from "../../ports/PortsProvider";
import { EditorActions } from "../../kit/editor/EditorActions";
import { EditorFrame } from "../../kit/editor/EditorFrame";
import { type DocumentEditor, useDocumentEditor } from "../../kit/editor/useDocumentEditor";
import styles from "../../kit/forms/forms.module.css";
import { useFormState } from "../../kit/forms/useFormState";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import { CompanyFields } from "./CompanyFields";
import { checkCompany, companyBodyOf, companyFormOf } from "./companyForm";

const CompanyForm = ({ business, editor }: { readonly business: Business; readonly editor: DocumentEditor<Business, CompanyInput> }) => {
  const form = useFormState(companyFormOf(business.company), checkCompany);
  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.check()) editor.save(companyBodyOf(form.values));
      }}
    >
      <CompanyFields form={form} />
      <EditorActions editor={editor} />
    </form>
  );
};

const CompanyEditor = ({ businessId }: { readonly businessId: string }) => {
  const { business: port } = usePorts();
  const editor = useDocumentEditor<Business, CompanyInput>(businessId, { load: port.getBusiness, save: port.updateCompany });
  return (
    <div className={pageStyles.page}>
      <EditorFrame editor={editor}>
        {(business) => (
          <>
            <PageHeader title="Company legal info" subtitle={business.name} />
            <CompanyForm key={editor.generation} business={business} editor={editor} />
          </>
        )}
      </EditorFrame>
    </div>
  );
};

export const CompanyPage = () => {
  const { businessId = "" } = useParams();
  return <CompanyEditor key={businessId} businessId={businessId} />;
};
