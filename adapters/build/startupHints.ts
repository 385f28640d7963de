// Hints in the built index.html that start the first page's downloads together with the entry
// script instead of after it (a Vite plugin, build only):
// - the icon font is preloaded: every frame shows PrimeIcons glyphs, and the browser would
//   otherwise find the font only once the first icon is drawn;
// - the first route's chunks (and their CSS) are preloaded by a small inline script: a public
//   page's own chunks when the address is one (the customer's voucher page, `/v/{id}`, opened
//   from a share link on a phone, whoever is signed in), else the signed-out frame and login page
//   when the session store holds no token, the app layout when it does, each with the API clients
//   its first frame calls, and, signed in at an address of `signedInPages` (the loyalty area),
//   that area's own chunks and client too. The router would ask for them only after the entry has
//   run (lazy routes, one nested level after another), and a client only on its first call
//   (ui/app/lazyPort.ts).
// Decisions: a chunk the entry already imports statically is left out (Vite preloads those); a
// stale token only costs the app layout's download, the login page then loads as usual.
import type { Plugin, Rolldown } from "vite";

type Bundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export interface StartupHintsOptions {
  /** The localStorage key that holds the session's token. */
  readonly tokenKey: string;
  /** Source modules (paths from the project root) of the first page when signed out. */
  readonly signedOut: ReadonlyArray<string>;
  /** Source modules of the first page's frame when signed in. */
  readonly signedIn: ReadonlyArray<string>;
  /** Pages open to everyone: an address matching `path` (a RegExp source, tested on
   * location.pathname) preloads these source modules instead, signed in or not. */
  readonly publicPages?: ReadonlyArray<{ readonly path: string; readonly modules: ReadonlyArray<string> }>;
  /** Signed-in areas: an address matching `path` preloads these source modules besides `signedIn`'s. */
  readonly signedInPages?: ReadonlyArray<{ readonly path: string; readonly modules: ReadonlyArray<string> }>;
}

type Preloads = { readonly js: string[]; readonly css: string[] };

const chunksOf = (bundle: Bundle): OutputChunk[] => Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk");

/** A chunk and every chunk it imports statically, transitively. */
const closure = (bundle: Bundle, fileNames: ReadonlyArray<string>): Set<string> => {
  const seen = new Set<string>();
  const visit = (fileName: string): void => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== "chunk") return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  fileNames.forEach(visit);
  return seen;
};

const preloadsFor = (bundle: Bundle, modules: ReadonlyArray<string>, loaded: Set<string>): Preloads => {
  const roots = chunksOf(bundle)
    .filter((chunk) => modules.some((module) => chunk.facadeModuleId?.endsWith(module) === true))
    .map((chunk) => chunk.fileName);
  if (roots.length !== modules.length) throw new Error(`startupHints: no chunk for one of ${modules.join(", ")}`);
  const files = [...closure(bundle, roots)].filter((fileName) => !loaded.has(fileName));
  const css = files.flatMap((fileName) => [...((bundle[fileName] as OutputChunk).viteMetadata?.importedCss ?? [])]);
  return { js: files, css };
};

type PagePreloads = ReadonlyArray<{ path: string; preloads: Preloads }>;

const inlineScript = (tokenKey: string, signedOut: Preloads, signedIn: Preloads, publicPages: PagePreloads, signedInPages: PagePreloads): string =>
  `(function(){var t=null;try{t=localStorage.getItem(${JSON.stringify(tokenKey)})}catch(e){}` +
  `var p=t?${JSON.stringify(signedIn)}:${JSON.stringify(signedOut)};` +
  `if(t)${JSON.stringify(signedInPages)}.forEach(function(g){if(new RegExp(g.path).test(location.pathname))p={js:p.js.concat(g.preloads.js),css:p.css.concat(g.preloads.css)}});` +
  `${JSON.stringify(publicPages)}.forEach(function(g){if(new RegExp(g.path).test(location.pathname))p=g.preloads});` +
  `function a(r,h,s){var l=document.createElement("link");l.rel=r;l.href="/"+h;if(s)l.as=s;l.crossOrigin="";document.head.appendChild(l)}` +
  `p.js.forEach(function(h){a("modulepreload",h)});p.css.forEach(function(h){a("preload",h,"style")})})()`;

const PLACEHOLDER = "<!-- startup-hints -->";

/** Replaces the `<!-- startup-hints -->` comment of index.html, which sits above the stylesheet
 * (a script after a stylesheet waits for it) and below the charset. */
export const startupHints = (options: StartupHintsOptions): Plugin => ({
  name: "startup-hints",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: (html, { bundle, chunk }): string => {
      if (bundle === undefined || chunk === undefined) return html;
      if (!html.includes(PLACEHOLDER)) throw new Error(`startupHints: index.html has no ${PLACEHOLDER}`);
      const loaded = closure(bundle, [chunk.fileName]);
      const iconFont = Object.keys(bundle).find((fileName) => /\/primeicons-[\w-]+\.(?:ttf|woff2)$/.test(fileName));
      const font = iconFont === undefined ? "" : `<link rel="preload" as="font" href="/${iconFont}" crossorigin>`;
      const publicPages = (options.publicPages ?? []).map(({ path, modules }) => ({ path, preloads: preloadsFor(bundle, modules, loaded) }));
      const signedIn = preloadsFor(bundle, options.signedIn, loaded);
      // An area's chunks besides the layout's: what the layout already brings is left out.
      const withLayout = new Set([...loaded, ...signedIn.js]);
      const signedInPages = (options.signedInPages ?? []).map(({ path, modules }) => {
        const own = preloadsFor(bundle, modules, withLayout);
        return { path, preloads: { js: own.js, css: own.css.filter((file) => !signedIn.css.includes(file)) } };
      });
      const script = inlineScript(options.tokenKey, preloadsFor(bundle, options.signedOut, loaded), signedIn, publicPages, signedInPages);
      return html.replace(PLACEHOLDER, `${font}\n    <script>${script}</script>`);
    },
  },
});
