// The provider's restaurant list (issue 18, spec 1 §2 "Restaurant list", route
// 'admin-restaurant-list'): every restaurant of every business for admin and staff (an agent's
// own businesses' for an agent, as the server answers), searchable by name, filtered by business,
// country and (for admin and staff, who may use tags) tag, 20 per page, 'No data' when empty.
// Each row shows its business (a link to it), country, licence expiry (expired or ending within
// 30 days flagged), licensed features and tags.
import { Temporal } from "temporal-polyfill";
import { Column } from "primereact/column";
import { Dropdown } from "primereact/dropdown";
import { Tag } from "primereact/tag";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { COUNTRY_CONFIGS, PICKER_COUNTRY_CODES, type CountryCode, isCountryCode } from "../../../domain/shared/country";
import { businessOverviewPath } from "../../app/paths/businessPaths";
import { restaurantPath } from "../../app/paths/restaurantPaths";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import type { ProviderRestaurant, RestaurantTag } from "../../ports/adminPort";
import { useRoleFlags } from "../../session/SessionProvider";
import { canUseProviderArea } from "../../../domain/auth/providerAreas";
import { usePorts } from "../../ports/PortsProvider";
import { useBusinessOptions } from "../useBusinessOptions";
import styles from "../admin.module.css";
import { expiryDay, expiryState } from "./licenceExpiry";
import { useRestaurantList } from "./useRestaurantList";
import { FilterBar } from "../pagedList/FilterBar";
import { PagedListTable } from "../pagedList/PagedListTable";

/** The tags for the filter and the Tags column; none for a user who may not use tags (an agent). */
const useTags = (): ReadonlyArray<RestaurantTag> => {
  const { admin } = usePorts();
  const flags = useRoleFlags();
  const allowed = flags !== null && canUseProviderArea(flags, "restaurantTags");
  const [tags, setTags] = useState<ReadonlyArray<RestaurantTag>>([]);
  useEffect(() => {
    if (!allowed) return;
    let current = true;
    admin.listTags().then((rows) => current && setTags(rows), () => {});
    return () => {
      current = false;
    };
  }, [admin, allowed]);
  return allowed ? tags : [];
};

const countryName = (code: string): string => (isCountryCode(code) ? COUNTRY_CONFIGS[code].name : code);

const ExpiryCell = ({ row, now }: { readonly row: ProviderRestaurant; readonly now: Temporal.Instant }) => {
  const state = expiryState(row.licenceExpiresAt, now, row.country);
  if (row.licenceExpiresAt === null || state === "none") return <span className={styles.muted}>No expiry</span>;
  const day = expiryDay(row.licenceExpiresAt, row.country);
  return (
    <span className={styles.expiry}>
      {day}
      {state === "expired" ? <Tag severity="danger" value="Expired" /> : null}
      {state === "soon" ? <Tag severity="warning" value="Expires soon" /> : null}
    </span>
  );
};

export const RestaurantListPage = ({ now = () => Temporal.Now.instant() }: { readonly now?: () => Temporal.Instant }) => {
  const list = useRestaurantList();
  const businesses = useBusinessOptions();
  const tags = useTags();
  const tagName = new Map(tags.map((tag) => [tag.id, tag.name]));
  const at = now();
  return (
    <div className={pageStyles.page}>
      <PageHeader title="Restaurants" subtitle="Every restaurant of the businesses you can see." />
      <FilterBar search={{ value: list.search, onChange: list.setSearch, placeholder: "Search by name", label: "Search restaurants" }}>
        <Dropdown
          value={list.filters.businessId}
          options={businesses}
          onChange={(event) => list.setFilters({ businessId: (event.value as string | undefined) ?? null })}
          placeholder="All businesses"
          aria-label="Business"
          filter
          showClear
          className={styles.filter}
        />
        <Dropdown
          value={list.filters.country}
          options={PICKER_COUNTRY_CODES.map((code) => ({ label: COUNTRY_CONFIGS[code].name, value: code }))}
          onChange={(event) => list.setFilters({ country: (event.value as CountryCode | undefined) ?? null })}
          placeholder="All countries"
          aria-label="Country filter"
          showClear
          className={styles.filter}
        />
        {tags.length === 0 ? null : (
          <Dropdown
            value={list.filters.tagId}
            options={tags.map(({ id, name }) => ({ label: name, value: id }))}
            onChange={(event) => list.setFilters({ tagId: (event.value as string | undefined) ?? null })}
            placeholder="All tags"
            aria-label="Tag filter"
            showClear
            className={styles.filter}
          />
        )}
      </FilterBar>
      <PagedListTable list={{ rows: list.rows.resources, total: list.rows.totalResources, page: list.page, setPage: list.setPage, loading: list.loading }} dataKey="id">
        <Column header="Name" body={(row: ProviderRestaurant) => <Link className={styles.link} to={restaurantPath(row.businessId, row.id)}>{row.name}</Link>} />
        <Column
          header="Business"
          body={(row: ProviderRestaurant) => <Link className={styles.link} to={businessOverviewPath(row.businessId)}>{row.businessName ?? row.businessId}</Link>}
        />
        <Column header="Country" body={(row: ProviderRestaurant) => countryName(row.country)} />
        <Column header="Licence expiry" body={(row: ProviderRestaurant) => <ExpiryCell row={row} now={at} />} />
        {tags.length === 0 ? null : (
          <Column
            header="Tags"
            body={(row: ProviderRestaurant) => (
              <span className={styles.expiry}>
                {row.tagIds.map((id) => (tagName.has(id) ? <Tag key={id} severity="info" value={tagName.get(id)} /> : null))}
              </span>
            )}
          />
        )}
        <Column header="Features" body={(row: ProviderRestaurant) => (row.features.length === 0 ? <span className={styles.muted}>None</span> : row.features.join(", "))} />
      </PagedListTable>
    </div>
  );
};
