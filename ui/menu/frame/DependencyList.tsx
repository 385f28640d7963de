// What a menu delete concerns (spec 4 §4, issue 16 "deleting explains itself"): the items that use
// the record, by kind, each a link to its page searched for it, and the rule's sentence (the one
// the server answers) when they block the delete. Computed with the shared pure dependency rules
// (domain/menu/dependencies.ts), so the dialog says before the click what the server will say.
import { Link } from "react-router";
import { deleteProblem, productUsers, usersOf, type Users } from "../../../domain/menu/dependencies";
import { findItem } from "../../../domain/menu/menuModel";
import type { MenuModule } from "../../../domain/menu/menuModules";
import type { MenuDocument } from "../../ports/menuPort";
import styles from "../menu.module.css";
import { modulePath } from "../menuPages";

const MODULE_OF_KIND: Readonly<Record<string, MenuModule>> = {
  products: "product",
  "add-on groups": "addonGroup",
  catalogs: "catalog",
  recipes: "recipe",
  SKUs: "sku",
};

export const usersOfItem = (document: MenuDocument, module: MenuModule, id: string): ReadonlyArray<Users> =>
  module === "product" ? productUsers(document.modules, id) : module === "cookingGuide" ? [] : usersOf(document.modules, module, id);

interface DependencyListProps {
  readonly document: MenuDocument;
  readonly module: MenuModule;
  readonly id: string;
  readonly businessId: string;
  readonly restaurantId: string;
}

export const DependencyList = ({ document, module, id, businessId, restaurantId }: DependencyListProps) => {
  const item = findItem(document.modules, module, id);
  if (item === undefined) return null;
  const users = usersOfItem(document, module, id).filter((u) => u.names.length > 0);
  const problem = deleteProblem(document.modules, module, item);
  if (users.length === 0 && problem === null) return <p className={styles.muted}>Nothing else in the menu uses it.</p>;
  return (
    <div className={styles.dependencies}>
      {problem === null ? null : (
        <p className={styles.blocked} role="note">
          {problem}
        </p>
      )}
      {users.map((user) => {
        const target = MODULE_OF_KIND[user.kind];
        return (
          <div key={user.kind}>
            <span className={styles.kind}>Used by {user.kind}:</span>
            <ul className={styles.userList}>
              {user.names.map((name) => (
                <li key={name}>
                  {target === undefined ? (
                    name
                  ) : (
                    <Link to={`${modulePath(businessId, restaurantId, target)}?search=${encodeURIComponent(name)}`}>{name}</Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
};
