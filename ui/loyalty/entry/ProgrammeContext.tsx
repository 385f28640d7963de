// Owns: the loaded programme of the loyalty area, handed to every loyalty page: the programme
// (never null below the area's guard, except on the landing and setup pages), and `replace` to
// put in the programme a write answered, so every page shows the saved state at once, and
// `reload` to read it again (after a write refused because someone else changed it: 409).
import { createContext, use, type ReactNode } from "react";
import type { LoyaltyProgramme } from "../../ports/loyaltyPort";

export interface ProgrammeHandle {
  readonly businessId: string;
  readonly programme: LoyaltyProgramme | null;
  readonly replace: (programme: LoyaltyProgramme) => void;
  readonly reload: () => void;
}

const ProgrammeContext = createContext<ProgrammeHandle | null>(null);

export const ProgrammeProvider = ({ value, children }: { readonly value: ProgrammeHandle; readonly children: ReactNode }) => (
  <ProgrammeContext value={value}>{children}</ProgrammeContext>
);

export const useProgrammeHandle = (): ProgrammeHandle => {
  const handle = use(ProgrammeContext);
  if (handle === null) throw new Error("useProgrammeHandle needs the loyalty area above it");
  return handle;
};

/** The programme of a page that only renders once one exists (the area redirects otherwise). */
export const useProgramme = (): ProgrammeHandle & { readonly programme: LoyaltyProgramme } => {
  const handle = useProgrammeHandle();
  if (handle.programme === null) throw new Error("useProgramme is for pages behind the programme guard");
  return { ...handle, programme: handle.programme };
};
