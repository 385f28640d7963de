// Test support: filling the auth forms the way a user does (labels and button names only).
// Never used by the app.
import { act, fireEvent, screen } from "@testing-library/react";

export const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

export const click = async (name: string) => {
  await act(async () => fireEvent.click(screen.getByRole("button", { name })));
};

export const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

/** Picks `option` in the PrimeReact dropdown labelled `label` (a lazy one opens as it arrives). */
export const choose = async (label: string, option: string) => {
  // The dropdown's root, trigger and hidden select all carry the label.
  const dropdown = screen.getAllByLabelText(label)[0]?.closest(".p-dropdown") ?? null;
  if (dropdown === null) throw new Error(`${label} is not a dropdown`);
  await act(async () => fireEvent.click(dropdown));
  const choice = await screen.findByRole("option", { name: option });
  await act(async () => fireEvent.click(choice));
};
