// What a page shows when its record could not be loaded: the server's message in red and a
// 'Try again' button.
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import styles from "./page.module.css";

export interface LoadProblemProps {
  readonly message: string;
  readonly onRetry: () => void;
}

export const LoadProblem = ({ message, onRetry }: LoadProblemProps) => (
  <div className={styles.problem}>
    <Message severity="error" text={message} />
    <Button label="Try again" icon="pi pi-refresh" outlined onClick={onRetry} />
  </div>
);
