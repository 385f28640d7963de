// The member store page (spec 2 §2 Member store, route membership-store; §6 "The store needs
// activation with a tax registration"), driven by the store activation machine
// (machines/loyalty/storeActivation.machine.ts): while the business's company has no tax
// registration it links to the company legal info page; once it has one the activation form
// asks for the taxes to charge (PUT /membership/store, 'Store updated'); an active store shows its
// categories and bundles (StoreCatalogue).
// Decision where the spec is silent: a programme whose store is already active skips the company
// read; the server re-checks the company on every store write anyway.
import { useMachine } from "@xstate/react";
import { useMemo, useRef, useState } from "react";
import { fromPromise } from "xstate";
import type { Company } from "../../../domain/business/company";
import { hasTaxRegistration } from "../../../domain/loyalty/programme/store";
import {
  type ActivateStoreInput,
  type StoreActivationInput,
  type StoreCheck,
  storeActivationMachine,
} from "../../../machines/loyalty/storeActivation.machine";
import { LoadProblem } from "../../kit/page/LoadProblem";
import { Loading } from "../../kit/page/Loading";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import { useToast } from "../../kit/feedback/ToastProvider";
import { usePorts } from "../../ports/PortsProvider";
import { useProgramme } from "../entry/ProgrammeContext";
import { ActivationForm } from "./ActivationForm";
import { NeedsCompany } from "./NeedsCompany";
import { StoreCatalogue } from "./StoreCatalogue";
import { STORE_UPDATED } from "./storeNotices";

const StoreArea = ({ businessId }: { readonly businessId: string }) => {
  const { loyalty, business } = usePorts();
  const toast = useToast();
  const handle = useProgramme();
  const latest = useRef(handle);
  latest.current = handle;
  const [company, setCompany] = useState<Company | null>(null);
  const machine = useMemo(
    () =>
      storeActivationMachine.provide({
        actors: {
          loadStore: fromPromise<StoreCheck, StoreActivationInput>(async ({ input }) => {
            if (latest.current.programme.store.activated) return { activated: true, companyTaxRegistered: true };
            const found = await business.getBusiness(input.businessId);
            setCompany(found.company);
            return { activated: false, companyTaxRegistered: hasTaxRegistration(found.company) };
          }),
          activateStore: fromPromise<void, ActivateStoreInput>(async ({ input }) => {
            const { programme, replace } = latest.current;
            replace(await loyalty.updateStore({ businessId: input.businessId, rev: programme._rev, change: { taxes: input.taxes } }));
            toast.success(STORE_UPDATED);
          }),
        },
      }),
    [loyalty, business, toast],
  );
  const [snapshot, send] = useMachine(machine, { input: { businessId } });
  const { problem } = snapshot.context;
  switch (true) {
    case snapshot.matches("active"):
      return <StoreCatalogue />;
    case snapshot.matches("checkFailed"):
      return <LoadProblem message={problem ?? ""} onRetry={() => send({ type: "store.retry" })} />;
    case snapshot.matches("needsCompany"):
      return <NeedsCompany businessId={businessId} onCheck={() => send({ type: "store.companySaved" })} />;
    case snapshot.matches("ready") || snapshot.matches("activating") || snapshot.matches("failed"):
      return (
        <ActivationForm
          businessId={businessId}
          company={company}
          busy={snapshot.matches("activating")}
          problem={problem}
          onActivate={(taxes) => {
            if (snapshot.matches("failed")) send({ type: "store.edit" });
            send({ type: "store.activate", taxes });
          }}
        />
      );
    default:
      return <Loading />;
  }
};

export const StorePage = () => {
  const { businessId, programme } = useProgramme();
  return (
    <div className={pageStyles.page}>
      <PageHeader title="Store" subtitle={`${programme.name} member store`} />
      <StoreArea key={businessId} businessId={businessId} />
    </div>
  );
};
