// The catch-all page (spec 1 §2): 'Sorry, nothing here...(404)' and a Go back button to '/'.
import { Button } from "primereact/button";
import { useNavigate } from "react-router";
import styles from "./NotFoundPage.module.css";

export const NotFoundPage = () => {
  const navigate = useNavigate();
  return (
    <section className={styles.page}>
      <i className={`pi pi-compass ${styles.icon}`} aria-hidden="true" />
      <h1 className={styles.message}>Sorry, nothing here...(404)</h1>
      <Button label="Go back" icon="pi pi-arrow-left" onClick={() => void navigate("/")} />
    </section>
  );
};
