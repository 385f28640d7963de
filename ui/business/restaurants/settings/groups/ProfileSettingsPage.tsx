// The profile settings group (spec 1 §3): the restaurant's name, contact, address and location.
import { ProfileFields } from "../../profile/ProfileFields";
import { type ProfileFormValues, checkLocation, profileBodyOf, profileFormOf } from "../../profile/profileForm";
import { SettingsGroupPage } from "../SettingsGroupPage";
import type { SettingsGroupForm } from "../settingsGroup";

export const profileSettings: SettingsGroupForm<"profile", ProfileFormValues> = {
  group: "profile",
  title: "Profile",
  summary: "Name, contact, address and location",
  valuesOf: profileFormOf,
  bodyOf: profileBodyOf,
  extraCheck: checkLocation,
  Fields: ProfileFields,
};

export const ProfileSettingsPage = () => <SettingsGroupPage definition={profileSettings} />;
