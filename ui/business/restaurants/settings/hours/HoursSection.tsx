// A settings page's section of operating hours: its title and the week editor, with the form's
// messages under "operatingHours".
import type { OperatingHours } from "../../../../../domain/business/operatingHours";
import { type FieldErrors, errorsUnder } from "../../../../kit/forms/schemaErrors";
import styles from "../../../../kit/forms/forms.module.css";
import { OperatingHoursEditor } from "./OperatingHoursEditor";

export interface HoursSectionProps {
  readonly title: string;
  readonly week: OperatingHours;
  readonly errors: FieldErrors;
  readonly onChange: (week: OperatingHours) => void;
}

export const HoursSection = ({ title, week, errors, onChange }: HoursSectionProps) => (
  <>
    <h2 className={styles.sectionTitle}>{title}</h2>
    <OperatingHoursEditor week={week} errors={errorsUnder(errors, "operatingHours")} onChange={onChange} />
  </>
);
