// The product's home page: what the product is, its areas, and whether the service answers.
// '/' sends users on to their businesses (ui/app/HomeLanding.tsx); this page shows when it cannot.
import { Card } from "primereact/card";
import { PRODUCT_NAME } from "../shell/productName";
import styles from "./HomePage.module.css";
import { PRODUCT_AREAS } from "./productAreas";
import { ServiceStatusTag } from "./ServiceStatusTag";
import { useServiceStatus } from "./useServiceStatus";

export const HomePage = () => {
  const status = useServiceStatus();
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1 className={styles.title}>{PRODUCT_NAME}</h1>
        <p className={styles.lead}>
          The back office for restaurant and café businesses: run your outlets, menus, loyalty programme and
          marketing from one place.
        </p>
        <ServiceStatusTag status={status} />
      </section>
      <section className={styles.areas} aria-label="Areas">
        {PRODUCT_AREAS.map((area) => (
          <Card key={area.title} className={styles.area}>
            <i className={`${area.icon} ${styles.areaIcon}`} aria-hidden="true" />
            <h2 className={styles.areaTitle}>{area.title}</h2>
            <p className={styles.areaSummary}>{area.summary}</p>
          </Card>
        ))}
      </section>
    </div>
  );
};
