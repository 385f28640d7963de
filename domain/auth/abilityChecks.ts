// The checks every caller makes with a user's ability (permissions.ts builds it): an action on a
// subject of one business, or on a subject instance with its stored scoping fields. Apart from
// the permission records' Schemas so that the UI's route table, which decides what a drawer
// shows, does not bring effect's Schema into the first load (issue 14, initial JS).
import { subject } from "@casl/ability";
import type { Action, AppAbility, SubjectName, SubjectRecord } from "./permissions";

/** Checks an action on a subject of one business: the check every business route makes. */
export const canIn = (
  ability: AppAbility,
  action: Action,
  subjectName: Exclude<SubjectName, "all">,
  businessId: string,
): boolean => ability.can(action, subject(subjectName, { businessId }));

/** Checks an action on any subject instance (its scoping fields as stored). */
export const canOn = (
  ability: AppAbility,
  action: Action,
  subjectName: Exclude<SubjectName, "all">,
  fields: SubjectRecord,
): boolean => ability.can(action, subject(subjectName, { ...fields }));
