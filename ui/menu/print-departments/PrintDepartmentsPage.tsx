// The print departments page (spec 4 §3: id and name; products reference departments by id): a
// department products use cannot be deleted (the dialog lists them).
import { TextField } from "../../kit/forms/TextField";
import { ModulePage } from "../frame/ModulePage";
import type { ItemFormProps, ModuleScreen } from "../frame/moduleScreen";

const PrintDepartmentForm = ({ draft, onChange, errors }: ItemFormProps<"printDepartment">) => (
  <TextField label="Name" value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={errors.name} />
);

export const printDepartmentScreen: ModuleScreen<"printDepartment"> = {
  module: "printDepartment",
  title: "Print departments",
  subtitle: "Where a product's order tickets print (bar, kitchen).",
  noun: "print department",
  columns: [
    { header: "Name", body: (d) => d.name },
    { header: "Products", body: (d, doc) => doc.modules.product.filter((p) => p.printDepartments.includes(d.id)).length },
  ],
  blank: () => ({ id: "", name: "" }),
  Form: PrintDepartmentForm,
};

export const PrintDepartmentsPage = () => <ModulePage screen={printDepartmentScreen} />;
