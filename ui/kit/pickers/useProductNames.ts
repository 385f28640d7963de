// Owns: the names of stored product ids, asked of the business's catalogue (productCatalogue.tsx)
// 200 ids a request (the route's bound), again only when the set of ids changes. A failed lookup
// leaves every id unnamed (the screens then show the id), rather than failing the screen.
import { useEffect, useRef, useState } from "react";
import type { NameLookup } from "./productPicks";
import { useProductCatalogue } from "./productCatalogue";

export const LOOKUP_CHUNK = 200;

export const useProductNames = (ids: ReadonlyArray<string>): NameLookup => {
  const catalogue = useProductCatalogue();
  const latest = useRef(catalogue);
  latest.current = catalogue;
  const key = [...new Set(ids)].sort().join(",");
  const [lookup, setLookup] = useState<NameLookup>({ phase: "loading" });
  useEffect(() => {
    const wanted = key === "" ? [] : key.split(",");
    if (wanted.length === 0) {
      setLookup({ phase: "ready", asked: new Set(), names: new Map() });
      return;
    }
    let current = true;
    const chunks = Array.from({ length: Math.ceil(wanted.length / LOOKUP_CHUNK) }, (_, i) => wanted.slice(i * LOOKUP_CHUNK, (i + 1) * LOOKUP_CHUNK));
    Promise.all(chunks.map((chunk) => latest.current.find({ ids: chunk, kind: "product", limit: 1000 }))).then(
      (pages) => {
        const names = new Map<string, string>();
        for (const entry of pages.flatMap((page) => page.resources)) if (!names.has(entry.id)) names.set(entry.id, entry.name);
        if (current) setLookup({ phase: "ready", asked: new Set(wanted), names });
      },
      () => current && setLookup({ phase: "ready", asked: new Set(wanted), names: new Map(wanted.map((id) => [id, id])) }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return lookup;
};
