// The voucher list (route 'marketing-voucher', spec 3 §2): the Attraction and Retention
// sections, each voucher with its status badge and actions (add claims, view claims, copy share
// link, dry run on a sample bill (ui/marketing/dryRun), edit, delete), and the 'New voucher' menu that opens the wizard on a new attraction or retention
// voucher. Copying a share link shows why the voucher cannot be claimed instead, when it cannot
// (spec 3 §4), or 'Sharable link copied to clipboard'.
// Decision where the spec is silent: closing the claims dialog lists the vouchers again, so the
// claimed count shows claims customers made while it was open (public claims).
import { Button } from "primereact/button";
import { Menu } from "primereact/menu";
import { useRef, useState } from "react";
import { useParams } from "react-router";
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { Effect } from "../../../domain/marketing/effects/effect";
import type { VoucherType } from "../../../domain/marketing/voucherInput";
import { draftOf, newDraft } from "../../../machines/marketing/voucherDraft";
import { LoadProblem } from "../../kit/page/LoadProblem";
import { Loading } from "../../kit/page/Loading";
import { PageHeader } from "../../kit/page/PageHeader";
import { useLoad } from "../../kit/page/useLoad";
import { useToast } from "../../kit/feedback/ToastProvider";
import type { Voucher } from "../../ports/marketingPort";
import { usePorts } from "../../ports/PortsProvider";
import { ClaimsDialog } from "../claims/ClaimsDialog";
import { DryRunDialog, type DryRunSubject } from "../dryRun/DryRunDialog";
import { MarketingFrame } from "../frame/MarketingFrame";
import { useVoucherWizard } from "../../kit/voucherWizard/useVoucherWizard";
import { VoucherWizardDialog } from "../../kit/voucherWizard/VoucherWizardDialog";
import { browserClipboard, copyText } from "./clipboard";
import { SHARE_LINK_COPIED, shareLinkOf, shareProblem } from "./shareLink";
import { useVoucherDeletion } from "./useVoucherDeletion";
import styles from "./voucherList.module.css";
import { VOUCHER_SECTIONS, VOUCHER_TYPE_NAMES } from "../../kit/voucherWizard/voucherTypes";
import { type VoucherActions, VoucherTable } from "./VoucherTable";

const isEffect = Schema.is(Effect);

const NewVoucherMenu = ({ onNew }: { readonly onNew: (type: VoucherType) => void }) => {
  const menu = useRef<Menu>(null);
  const items = VOUCHER_SECTIONS.map(({ type }) => ({ label: VOUCHER_TYPE_NAMES[type], command: () => onNew(type) }));
  return (
    <>
      <Menu model={items} popup ref={menu} id="new-voucher-menu" />
      <Button label="New voucher" icon="pi pi-plus" aria-haspopup aria-controls="new-voucher-menu" onClick={(event) => menu.current?.toggle(event)} />
    </>
  );
};

const VoucherList = ({ businessId }: { readonly businessId: string }) => {
  const { marketing, business } = usePorts();
  const toast = useToast();
  const [listing, setListing] = useState(0);
  const relist = () => setListing((n) => n + 1);
  const vouchers = useLoad(() => marketing.listVouchers(businessId), `${businessId}:${listing}`);
  const restaurants = useLoad(() => business.listRestaurants(businessId), businessId);
  const wizard = useVoucherWizard(businessId, relist);
  const deletion = useVoucherDeletion(businessId, relist);
  const share = async (voucher: Voucher) => {
    const problem = shareProblem(voucher, Temporal.Now.instant());
    if (problem !== null) return toast.error(problem);
    if (await copyText(shareLinkOf(voucher, window.location.origin), browserClipboard(), (message) => window.alert(message))) {
      toast.success(SHARE_LINK_COPIED);
    }
  };
  const [claimsOf, setClaimsOf] = useState<{ readonly voucher: Voucher; readonly creating: boolean } | null>(null);
  const [dryRun, setDryRun] = useState<DryRunSubject | null>(null);
  const actions: VoucherActions = {
    onDryRun: (voucher) => setDryRun({ kind: "voucher", id: voucher.id, name: voucher.name, effect: isEffect(voucher.effect) ? voucher.effect : null }),
    onAddClaims: (voucher) => setClaimsOf({ voucher, creating: true }),
    onViewClaims: (voucher) => setClaimsOf({ voucher, creating: false }),
    onShare: (voucher) => void share(voucher),
    onEdit: (voucher) => wizard[1]({ type: "wizard.open", draft: draftOf(voucher), editing: { id: voucher.id, rev: voucher._rev } }),
    onDelete: (voucher) => deletion.request({ id: voucher.id, name: voucher.name }),
  };
  return (
    <>
      <PageHeader title="Vouchers" actions={<NewVoucherMenu onNew={(type) => wizard[1]({ type: "wizard.open", draft: newDraft(type), editing: null })} />} />
      {vouchers.phase === "loading" ? <Loading /> : null}
      {vouchers.phase === "failed" ? <LoadProblem message={vouchers.message} onRetry={vouchers.retry} /> : null}
      {vouchers.phase === "ready"
        ? VOUCHER_SECTIONS.map((section) => (
            <section key={section.type} className={styles.section} aria-label={section.title}>
              <h2 className={styles.sectionTitle}>{section.title}</h2>
              <VoucherTable vouchers={vouchers.data.filter((voucher) => voucher.type === section.type)} actions={actions} />
            </section>
          ))
        : null}
      <VoucherWizardDialog businessId={businessId} wizard={wizard} restaurants={restaurants.phase === "ready" ? restaurants.data : []} />
      {deletion.dialog}
      {dryRun === null ? null : (
        <DryRunDialog key={dryRun.id} businessId={businessId} subject={dryRun} restaurants={restaurants.phase === "ready" ? restaurants.data : []} onClose={() => setDryRun(null)} />
      )}
      {claimsOf === null ? null : (
        <ClaimsDialog
          key={claimsOf.voucher.id}
          businessId={businessId}
          voucher={vouchers.phase === "ready" ? (vouchers.data.find((v) => v.id === claimsOf.voucher.id) ?? claimsOf.voucher) : claimsOf.voucher}
          creating={claimsOf.creating}
          onClose={() => {
            setClaimsOf(null);
            relist();
          }}
          onClaimsCreated={relist}
        />
      )}
    </>
  );
};

export const VoucherListPage = () => {
  const businessId = useParams().businessId ?? "";
  return (
    <MarketingFrame businessId={businessId} section="voucher">
      <VoucherList businessId={businessId} />
    </MarketingFrame>
  );
};
