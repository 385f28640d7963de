// The provider admin's Payments (issue 18, spec 1 §6 'Payments': admin only; route 'payments'):
// three tabs: Transactions (every recorded payment, exportable), Settlements (totals per
// restaurant and month, exportable) and Payout accounts (the approvals). The server refuses
// everyone but admins (adapters/server/admin/paymentRoutes.ts).
import { TabPanel, TabView } from "primereact/tabview";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import { usePorts } from "../../ports/PortsProvider";
import { PayoutAccountsTab } from "./PayoutAccountsTab";
import { SettlementsTab } from "./SettlementsTab";
import { TransactionsTab } from "./TransactionsTab";

const NO_PAYMENTS = "The payments cannot load here";
const SUBTITLE = "Payments from platform orders and till bills, each restaurant's monthly settlement, and payout accounts waiting for approval.";

export const PaymentsPage = () => {
  const { payments } = usePorts();
  if (payments === undefined) return <div className={pageStyles.page}><PageHeader title="Payments" subtitle={NO_PAYMENTS} /></div>;
  return (
    <div className={pageStyles.page}>
      <PageHeader title="Payments" subtitle={SUBTITLE} />
      <TabView scrollable>
        <TabPanel header="Transactions"><TransactionsTab port={payments} /></TabPanel>
        <TabPanel header="Settlements"><SettlementsTab port={payments} /></TabPanel>
        <TabPanel header="Payout accounts"><PayoutAccountsTab port={payments} /></TabPanel>
      </TabView>
    </div>
  );
};
