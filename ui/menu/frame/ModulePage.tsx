// The page of one menu module (issue 16 item 1): its items in a table that searches by name (the
// address's `?search=` fills it, so a dependency link lands on the item) and pages, 'No data'
// when empty, a New button, and per item Edit (the module's dialog) and Delete: the
// 'Confirmation' dialog with its red Delete lists what uses the item and, when that blocks the
// delete, the rule's sentence (DependencyList.tsx); a refused delete shows the server's message.
// Decision where the spec is silent: 10 rows a page; the search matches name, code or name 2,
// ignoring case.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { ItemOf, MenuItem, MenuModule } from "../../../domain/menu/menuModules";
import { useConfirmedDeletion } from "../../kit/feedback/useConfirmedDeletion";
import { ACTION_SUCCEEDED } from "../../kit/editor/useDocumentEditor";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import tableStyles from "../../kit/page/tables.module.css";
import stackedStyles from "../../kit/stackedTable.module.css";
import { useMenu } from "../MenuArea";
import styles from "../menu.module.css";
import { DependencyList } from "./DependencyList";
import { ItemDialog } from "./ItemDialog";
import type { ModuleScreen } from "./moduleScreen";

export const ROWS_PER_PAGE = 10;

type Searchable = MenuItem & { readonly code?: string; readonly name2?: string };

export const matches = (item: Searchable, search: string): boolean => {
  const wanted = search.trim().toLowerCase();
  return wanted === "" || [item.name, item.code, item.name2].some((text) => text?.toLowerCase().includes(wanted) === true);
};

export const deleteQuestion = (name: string): string => `Delete ${name}?`;

export const ModulePage = <M extends MenuModule>({ screen }: { readonly screen: ModuleScreen<M> }) => {
  const menu = useMenu();
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const [dialog, setDialog] = useState<{ readonly editing: ItemOf<M> | null } | null>(null);
  const deletion = useConfirmedDeletion({
    question: deleteQuestion,
    details: (target) => (
      <DependencyList document={menu.document} module={screen.module} id={target.id} businessId={menu.businessId} restaurantId={menu.restaurantId} />
    ),
    remove: (target) => menu.send(screen.module, "delete", { id: target.id }),
    deleted: () => ACTION_SUCCEEDED,
  });
  const items = (menu.document.modules[screen.module] as ReadonlyArray<ItemOf<M>>).filter((item) => matches(item as Searchable, search));
  const setSearch = (text: string) => setParams(text === "" ? {} : { search: text }, { replace: true });
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title={screen.title}
        subtitle={screen.subtitle}
        actions={<Button label={`New ${screen.noun}`} icon="pi pi-plus" onClick={() => setDialog({ editing: null })} />}
      />
      <div className={styles.filters}>
        <span className={`p-input-icon-left ${styles.search}`}>
          <i className="pi pi-search" aria-hidden="true" />
          <InputText value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Search" aria-label={`Search ${screen.title.toLowerCase()}`} />
        </span>
      </div>
      <DataTable
        value={[...items]}
        dataKey="id"
        emptyMessage="No data"
        paginator
        rows={ROWS_PER_PAGE}
        stripedRows
        responsiveLayout="stack"
        className={`${tableStyles.table} ${stackedStyles.stacked}`}
      >
        {screen.columns.map((column) => (
          <Column key={column.header} header={column.header} body={(item: ItemOf<M>) => column.body(item, menu.document)} />
        ))}
        <Column
          header="Actions"
          bodyClassName={styles.actions}
          body={(item: ItemOf<M>) =>
            item.isDefault === true ? (
              <span className={styles.muted}>Default</span>
            ) : (
              <>
                <Button icon="pi pi-pencil" text rounded aria-label={`Edit ${item.name}`} onClick={() => setDialog({ editing: item })} />
                <Button icon="pi pi-trash" severity="danger" text rounded aria-label={`Delete ${item.name}`} onClick={() => deletion.request({ id: item.id, name: item.name })} />
              </>
            )
          }
        />
      </DataTable>
      {dialog === null ? null : <ItemDialog screen={screen} editing={dialog.editing} onClose={() => setDialog(null)} />}
      {deletion.dialog}
    </div>
  );
};
