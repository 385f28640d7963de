// The schedulers page (spec 4 §3 Scheduler: name, time periods HH:mm default 00:00-23:59
// 'Invalid time', week days sunday to saturday, repeat daily or weekly): when the products using
// one may be ordered ('Product not in schedule' outside). Deleting lists the products and catalogs
// using it.
import { CheckboxGroupField } from "../../kit/forms/CheckboxGroupField";
import { SelectField } from "../../kit/forms/SelectField";
import { TextField } from "../../kit/forms/TextField";
import { TimeField } from "../../kit/inputs/TimeField";
import { WEEK_DAYS, type WeekDay } from "../../../domain/menu/scheduler";
import { DEFAULT_PERIOD_END, DEFAULT_PERIOD_START } from "../../../domain/shared/timeOfDay";
import { ModulePage } from "../frame/ModulePage";
import type { ItemFormProps, ModuleScreen } from "../frame/moduleScreen";
import { RowList } from "../frame/RowList";

const capital = (day: string): string => `${day.slice(0, 1).toUpperCase()}${day.slice(1)}`;

const SchedulerForm = ({ draft, onChange, errors }: ItemFormProps<"scheduler">) => (
  <>
    <TextField label="Name" value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={errors.name} />
    <SelectField
      label="Repeat"
      value={draft.repeat}
      options={[{ label: "Daily", value: "daily" }, { label: "Weekly", value: "weekly" }]}
      onChange={(repeat) => onChange({ ...draft, repeat })}
      hint={draft.repeat === "daily" ? "Every day, whatever days are ticked" : "Only on the ticked days"}
    />
    {draft.repeat === "weekly" ? (
      <CheckboxGroupField<WeekDay>
        label="Days"
        options={WEEK_DAYS.map((day) => ({ label: capital(day), value: day }))}
        value={draft.weekDay}
        onChange={(weekDay) => onChange({ ...draft, weekDay: [...weekDay] })}
        error={errors.weekDay}
      />
    ) : null}
    <RowList
      legend="Time periods"
      noun="time period"
      rows={draft.timePeriod}
      onChange={(timePeriod) => onChange({ ...draft, timePeriod: [...timePeriod] })}
      blank={() => ({ start: DEFAULT_PERIOD_START, end: DEFAULT_PERIOD_END })}
      keyOf={(_, index) => `${index}`}
      render={(period, index, update) => (
        <>
          <TimeField label={`Start ${index + 1}`} value={period.start} onChange={(start) => update({ ...period, start })} error={errors[`timePeriod.${index}.start`]} />
          <TimeField label={`End ${index + 1}`} value={period.end} onChange={(end) => update({ ...period, end })} error={errors[`timePeriod.${index}.end`]} />
        </>
      )}
    />
  </>
);

export const schedulerScreen: ModuleScreen<"scheduler"> = {
  module: "scheduler",
  title: "Schedulers",
  subtitle: "When products may be ordered; outside these times they show 'Product not in schedule'.",
  noun: "scheduler",
  columns: [
    { header: "Name", body: (s) => s.name },
    { header: "Repeat", body: (s) => (s.repeat === "daily" ? "Daily" : `Weekly: ${s.weekDay.map(capital).join(", ")}`) },
    { header: "Times", body: (s) => s.timePeriod.map((p) => `${p.start}–${p.end}`).join(", ") },
  ],
  blank: () => ({ id: "", name: "", timePeriod: [{ start: DEFAULT_PERIOD_START, end: DEFAULT_PERIOD_END }], weekDay: [...WEEK_DAYS], repeat: "daily" }),
  Form: SchedulerForm,
};

export const SchedulersPage = () => <ModulePage screen={schedulerScreen} />;
