// Owns: binding one catalogue entry's Lab session, and its path walker, to React. The session is
// created once per mounted workbench (the page keys the workbench by entry id, so choosing
// another machine starts afresh) and read through useSyncExternalStore.
// Decision: nothing to dispose on unmount: a Lab run has no real timers (LabClock) and no I/O
// (held calls), so an abandoned run is simply garbage.
import { useEffect, useState, useSyncExternalStore } from "react";
import type { CatalogueEntry } from "../../../machines/catalogueEntry";
import { PathWalker } from "../path/pathWalker";
import type { LabInspect } from "../run/labRun";
import { LabSession } from "../run/labSession";

export const useLab = (entry: CatalogueEntry, inspect: LabInspect | undefined) => {
  const [session] = useState(() => new LabSession(entry, inspect));
  useEffect(() => {
    void session.setInspector(inspect);
  }, [session, inspect]);
  const [walker] = useState(() => new PathWalker(session));
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const walk = useSyncExternalStore(walker.subscribe, walker.getState);
  return { session, state, walker, walk };
};
