// A member's role as one access level per business subject (teamRoles.ts), each a dropdown.
import { Dropdown } from "primereact/dropdown";
import { useId } from "react";
import { businessSubjects } from "../../../domain/auth/permissions";
import { ACCESS_LABELS, ACCESS_LEVELS, type AccessLevel, type Role, SUBJECT_LABELS } from "./teamRoles";
import styles from "./team.module.css";

const LEVEL_OPTIONS = ACCESS_LEVELS.map((level) => ({ label: ACCESS_LABELS[level], value: level }));

export const RoleEditor = ({ role, onChange }: { readonly role: Role; readonly onChange: (role: Role) => void }) => {
  const id = useId();
  return (
    <div className={styles.roles} role="group" aria-label="Role">
      {businessSubjects.map((subject) => (
        <div key={subject} style={{ display: "contents" }}>
          <label htmlFor={`${id}-${subject}`}>{SUBJECT_LABELS[subject]}</label>
          <Dropdown
            inputId={`${id}-${subject}`}
            value={role[subject]}
            options={LEVEL_OPTIONS}
            onChange={(event) => onChange({ ...role, [subject]: event.value as AccessLevel })}
          />
        </div>
      ))}
    </div>
  );
};
