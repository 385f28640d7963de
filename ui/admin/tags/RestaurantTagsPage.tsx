// The restaurant tags page (issue 18, route 'restaurant-tags', admin and staff): the tags by
// name with how many restaurants carry each; New tag, and per tag Rename, Restaurants (tag
// restaurants) and Delete (after the 'Confirmation' dialog). 'No data' when there is none.
// Decision where the spec is silent: tags are few, so the page lists them all (no paging); the
// restaurant list's tag filter is where tagged restaurants are looked at.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useCallback, useEffect, useState } from "react";
import { messageOf } from "../../../machines/auth/notice";
import { useDeletion } from "../../kit/editor/useDeletion";
import { useToast } from "../../kit/feedback/ToastProvider";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import tableStyles from "../../kit/page/tables.module.css";
import stackedStyles from "../../kit/stackedTable.module.css";
import type { ProviderRestaurant, RestaurantTag } from "../../ports/adminPort";
import { usePorts } from "../../ports/PortsProvider";
import styles from "../admin.module.css";
import { TagDialog, type TagDialogMode } from "./TagDialog";

const useTagData = () => {
  const { admin } = usePorts();
  const toast = useToast();
  const [tags, setTags] = useState<ReadonlyArray<RestaurantTag>>([]);
  const [restaurants, setRestaurants] = useState<ReadonlyArray<ProviderRestaurant>>([]);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    setLoading(true);
    Promise.all([admin.listTags(), admin.restaurantChoices()]).then(
      ([tagRows, restaurantRows]) => {
        if (!current) return;
        setTags(tagRows);
        setRestaurants(restaurantRows);
        setLoading(false);
      },
      (error: unknown) => {
        if (!current) return;
        setLoading(false);
        toast.error(messageOf(error));
      },
    );
    return () => {
      current = false;
    };
  }, [admin, toast, generation]);
  return { tags, restaurants, loading, refresh: useCallback(() => setGeneration((n) => n + 1), []) };
};

export const RestaurantTagsPage = () => {
  const { admin } = usePorts();
  const data = useTagData();
  const [dialog, setDialog] = useState<TagDialogMode | null>(null);
  const deletion = useDeletion(admin.deleteTag, data.refresh);
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Restaurant tags"
        subtitle="Labels for restaurants of any business; filter the restaurant list by them."
        actions={<Button label="New tag" icon="pi pi-plus" onClick={() => setDialog({ kind: "create" })} />}
      />
      <DataTable
        value={[...data.tags]}
        dataKey="id"
        loading={data.loading}
        emptyMessage="No data"
        stripedRows
        responsiveLayout="stack"
        className={`${tableStyles.table} ${stackedStyles.stacked}`}
      >
        <Column header="Name" field="name" />
        <Column header="Restaurants" field="restaurantCount" />
        <Column
          header="Actions"
          bodyClassName={styles.actions}
          body={(tag: RestaurantTag) => (
            <>
              <Button label="Restaurants" icon="pi pi-shop" text onClick={() => setDialog({ kind: "restaurants", tag })} aria-label={`Restaurants tagged ${tag.name}`} />
              <Button icon="pi pi-pencil" text rounded aria-label={`Rename ${tag.name}`} onClick={() => setDialog({ kind: "rename", tag })} />
              <Button icon="pi pi-trash" severity="danger" text rounded aria-label={`Delete ${tag.name}`} onClick={() => deletion.request({ id: tag.id, name: tag.name })} />
            </>
          )}
        />
      </DataTable>
      {dialog === null ? null : (
        <TagDialog
          mode={dialog}
          restaurants={data.restaurants}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            data.refresh();
          }}
        />
      )}
      {deletion.dialog}
    </div>
  );
};
