// Vite: the React UI (entry index.html → ui/main.tsx) built into dist/ (or UI_DIST_DIR), which the
// server serves.
// The UI environment is a build-time setting, VITE_APP_ENV ("production" hides the sandbox
// banner; unset means "sandbox"), read by the UI as import.meta.env.VITE_APP_ENV. NODE_ENV cannot
// serve: `vite build` forces it to "production" before this file runs. The built index.html
// records the environment in <meta name="app-env">, so `npm start --build-if-needed` rebuilds
// when it changes. In dev, /api and the live channel's /socket.io are proxied to the API server on PORT
// (default 8080).
// Assets: the theme's web font gives way to the system font stack and PrimeIcons keeps only the
// icons the sources name (uiFonts.ts); the theme keeps only the rules of the PrimeReact classes the
// UI can draw (uiThemeRules.ts); index.html starts the icon font, the first route's chunks
// and the API clients its first frame calls with the entry (startupHints.ts); the entry's
// libraries are one chunk (below); every built text file gets .br and .gz copies that the server sends as they
// are (precompressAssets.ts). The theme's colours are darkened to AA contrast in one place (uiPalette.ts).
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { precompressAssets } from "./adapters/build/precompressAssets";
import { startupHints } from "./adapters/build/startupHints";
import { uiFonts } from "./adapters/build/uiFonts";
import { uiPalette } from "./adapters/build/uiPalette";
import { uiThemeRules } from "./adapters/build/uiThemeRules";
import { ACCESS_TOKEN_KEY } from "./ui/session/tokenStore";

const appEnv = process.env.VITE_APP_ENV ?? "sandbox";

const appEnvMeta: Plugin = {
  name: "app-env-meta",
  transformIndexHtml: () => [{ tag: "meta", attrs: { name: "app-env", content: appEnv }, injectTo: "head" }],
};

export default defineConfig({
  plugins: [
    uiFonts({ iconSources: ["ui", "machines", "domain"] }),
    uiThemeRules({ sources: ["ui", "machines", "domain"] }),
    uiPalette(),
    react(),
    appEnvMeta,
    startupHints({
      tokenKey: ACCESS_TOKEN_KEY,
      signedOut: ["ui/auth/AuthLayout.tsx", "ui/auth/login/LoginPage.tsx"],
      // The app layout reads the user's businesses and rights in it on every signed-in page, so
      // the business and marketing clients (loaded on their first call, ui/app/lazyPort.ts) come
      // with it rather than after it; the voucher page reads the voucher through the customer client.
      signedIn: ["ui/layout/AppLayout.tsx", "adapters/http/businessApi.ts", "adapters/http/marketingApi.ts"],
      publicPages: [{ path: "^/v/[^/]+/?$", modules: ["ui/customer/CustomerLayout.tsx", "ui/customer/VoucherPage.tsx", "adapters/http/customerApi.ts"] }],
      // A loyalty page waits for the marketing gate, the loyalty area and its client, one after
      // another; the overview, the loyalty area's landing, for its own chunk too. The business
      // page, where a sign-in lands, for its chunk and the restaurant Schemas its list decodes with
      // (loaded with the first restaurant call, adapters/http/businessApi.ts).
      signedInPages: [
        { path: "^/b/[^/]+/?$", modules: ["ui/business/overview/BusinessOverviewPage.tsx", "domain/business/restaurantResponse.ts"] },
        { path: "^/b/[^/]+/marketing/loyalty(/|$)", modules: ["ui/loyalty/entry/MarketingSettingGate.tsx", "ui/loyalty/entry/LoyaltyArea.tsx", "adapters/http/loyaltyApi.ts"] },
        { path: "^/b/[^/]+/marketing/loyalty(/overview)?/?$", modules: ["ui/loyalty/overview/OverviewPage.tsx"] },
      ],
    }),
    precompressAssets(),
  ],
  define: { "import.meta.env.VITE_APP_ENV": JSON.stringify(appEnv) },
  build: {
    outDir: process.env.UI_DIST_DIR ?? "dist",
    emptyOutDir: true,
    // The libraries the entry imports statically are one "startup" chunk rather than one chunk
    // per library shared with a lazy page (12 requests fewer before the first frame; each costs
    // a round trip on a phone network, and every page needs them all anyway). Only libraries:
    // a group takes in what its modules import, so our own first modules would bring along what
    // they import but the first page never runs (temporal-polyfill, 17 KB gzip, through
    // domain/auth/fields.ts), which is left out for that reason too.
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: "startup", tags: ["$initial"], test: (id) => id.includes("node_modules") && !id.includes("temporal-polyfill") }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": `http://127.0.0.1:${process.env.PORT ?? "8080"}`,
      "/socket.io": { target: `http://127.0.0.1:${process.env.PORT ?? "8080"}`, ws: true },
    },
  },
});
