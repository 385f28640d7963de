// Owns: the Lab's control for the optional @statelyai/inspect bridge: an endpoint field (kept in
// this browser's storage) with Connect / Disconnect. While connected, every Lab run sends its
// inspection events there; the workbench restarts its run so the inspector sees it from the start.
// Decision: nothing connects by itself, even with a remembered endpoint: on a closed network an
// unreachable inspector must not be dialled on every visit.
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { useId, useState } from "react";
import type { InspectorConnection, InspectorPort } from "../../ports/inspectorPort";
import styles from "./lab.module.css";

const ENDPOINT_KEY = "lab.inspectorEndpoint";
const DEFAULT_ENDPOINT = "ws://localhost:8080";

export interface InspectorBridgeProps {
  readonly port: InspectorPort;
  readonly connection: InspectorConnection | null;
  readonly onConnection: (connection: InspectorConnection | null) => void;
}

const isWebSocketUrl = (text: string): boolean => {
  try {
    return ["ws:", "wss:"].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

export const InspectorBridge = ({ port, connection, onConnection }: InspectorBridgeProps) => {
  const fieldId = useId();
  const [endpoint, setEndpoint] = useState(() => window.localStorage.getItem(ENDPOINT_KEY) ?? DEFAULT_ENDPOINT);
  const valid = isWebSocketUrl(endpoint);
  const connect = () => {
    window.localStorage.setItem(ENDPOINT_KEY, endpoint);
    onConnection(port.connect(endpoint));
  };
  const disconnect = () => {
    connection?.stop();
    onConnection(null);
  };
  return (
    <div className={styles.bridge} role="group" aria-label="Inspector bridge">
      <label htmlFor={fieldId}>Stately inspector endpoint</label>
      <InputText
        id={fieldId}
        value={endpoint}
        disabled={connection !== null}
        invalid={!valid}
        onChange={(event) => setEndpoint(event.target.value)}
      />
      {connection === null ? (
        <Button type="button" size="small" outlined icon="pi pi-link" label="Connect" disabled={!valid} onClick={connect} />
      ) : (
        <>
          <span className={styles.bridgeStatus}>Sending runs to {endpoint}</span>
          <Button type="button" size="small" outlined severity="secondary" label="Disconnect" onClick={disconnect} />
        </>
      )}
      {valid ? null : <small className={styles.bridgeError}>Use a ws:// or wss:// address</small>}
    </div>
  );
};
