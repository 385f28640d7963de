// One restaurant settings page (spec 1 §2 "restaurant settings pages for each settings group"):
// loads the restaurant, shows its group's form, and saves the group with the `_rev` it was read at
// (PUT /restaurants/{id}/{group}); a 409 is a red toast and a standing notice until Reload.
import { useParams } from "react-router";
import type { SettingGroup } from "../../../../domain/business/restaurantSettings";
import { EditorActions } from "../../../kit/editor/EditorActions";
import { EditorFrame } from "../../../kit/editor/EditorFrame";
import { type DocumentEditor, useDocumentEditor } from "../../../kit/editor/useDocumentEditor";
import styles from "../../../kit/forms/forms.module.css";
import { useFormState } from "../../../kit/forms/useFormState";
import { PageHeader } from "../../../kit/page/PageHeader";
import pageStyles from "../../../kit/page/page.module.css";
import type { Restaurant, SettingsChange } from "../../../ports/businessPort";
import { usePorts } from "../../../ports/PortsProvider";
import { type SettingsGroupForm, checkGroup } from "./settingsGroup";

interface GroupFormProps<G extends SettingGroup, V> {
  readonly definition: SettingsGroupForm<G, V>;
  readonly restaurant: Restaurant;
  readonly editor: DocumentEditor<Restaurant, SettingsChange>;
}

const GroupForm = <G extends SettingGroup, V>({ definition, restaurant, editor }: GroupFormProps<G, V>) => {
  const form = useFormState(definition.valuesOf(restaurant.settings[definition.group]), (values) => checkGroup(definition, values));
  const { Fields } = definition;
  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.check()) editor.save({ group: definition.group, body: definition.bodyOf(form.values) } as SettingsChange);
      }}
    >
      <Fields form={form} />
      <EditorActions editor={editor} />
    </form>
  );
};

const GroupEditor = <G extends SettingGroup, V>({ definition, restaurantId }: { readonly definition: SettingsGroupForm<G, V>; readonly restaurantId: string }) => {
  const { business } = usePorts();
  const editor = useDocumentEditor<Restaurant, SettingsChange>(restaurantId, {
    load: business.getRestaurant,
    save: business.updateRestaurantSettings,
  });
  return (
    <div className={pageStyles.page}>
      <EditorFrame editor={editor}>
        {(restaurant) => (
          <>
            <PageHeader title={definition.title} subtitle={`${restaurant.name} · ${definition.summary}`} />
            <GroupForm key={editor.generation} definition={definition} restaurant={restaurant} editor={editor} />
          </>
        )}
      </EditorFrame>
    </div>
  );
};

export const SettingsGroupPage = <G extends SettingGroup, V>({ definition }: { readonly definition: SettingsGroupForm<G, V> }) => {
  const { restaurantId = "" } = useParams();
  return <GroupEditor key={restaurantId} definition={definition} restaurantId={restaurantId} />;
};
