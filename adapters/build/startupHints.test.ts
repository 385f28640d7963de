import { describe, expect, it } from "vitest";
import { startupHints } from "./startupHints";

const chunk = (fileName: string, facade: string | null, imports: string[] = [], css: string[] = []) => ({
  type: "chunk" as const,
  fileName,
  facadeModuleId: facade === null ? null : `/repo/${facade}`,
  imports,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
});

// A small build: the entry and its startup chunk, the login page, the app layout with a client
// loaded on its first call, and the voucher page with the customer client.
const bundle = Object.fromEntries(
  [
    chunk("assets/index.js", "ui/main.tsx", ["assets/startup.js"]),
    chunk("assets/startup.js", null),
    chunk("assets/AuthLayout.js", "ui/auth/AuthLayout.tsx", ["assets/startup.js"]),
    chunk("assets/LoginPage.js", "ui/auth/login/LoginPage.tsx", ["assets/PhoneInput.js"], ["assets/LoginPage.css"]),
    chunk("assets/PhoneInput.js", null, ["assets/startup.js"], ["assets/PhoneInput.css"]),
    chunk("assets/AppLayout.js", "ui/layout/AppLayout.tsx", ["assets/PhoneInput.js"]),
    chunk("assets/businessApi.js", "adapters/http/businessApi.ts", ["assets/businessResponse.js"]),
    chunk("assets/businessResponse.js", null),
    chunk("assets/VoucherPage.js", "ui/customer/VoucherPage.tsx", ["assets/PhoneInput.js"]),
    chunk("assets/customerApi.js", "adapters/http/customerApi.ts"),
    chunk("assets/LoyaltyArea.js", "ui/loyalty/entry/LoyaltyArea.tsx", ["assets/PhoneInput.js", "assets/loyaltyShared.js"], ["assets/LoyaltyArea.css"]),
    chunk("assets/loyaltyShared.js", null),
    chunk("assets/loyaltyApi.js", "adapters/http/loyaltyApi.ts", ["assets/businessResponse.js"]),
  ].map((output) => [output.fileName, output]),
);

const html = "<head><!-- startup-hints --></head>";

const built = (): string => {
  const plugin = startupHints({
    tokenKey: "accessToken",
    signedOut: ["ui/auth/AuthLayout.tsx", "ui/auth/login/LoginPage.tsx"],
    signedIn: ["ui/layout/AppLayout.tsx", "adapters/http/businessApi.ts"],
    publicPages: [{ path: "^/v/[^/]+/?$", modules: ["ui/customer/VoucherPage.tsx", "adapters/http/customerApi.ts"] }],
    signedInPages: [{ path: "^/b/[^/]+/loyalty(/|$)", modules: ["ui/loyalty/entry/LoyaltyArea.tsx", "adapters/http/loyaltyApi.ts"] }],
  });
  const transform = plugin.transformIndexHtml as { handler: (html: string, context: object) => string };
  return transform.handler(html, { bundle, chunk: bundle["assets/index.js"] });
};

/** Runs the built page's inline script at `pathname` with `token` in the session store; the links it adds. */
const preloadsAt = (pathname: string, token: string | null): string[] => {
  const script = /<script>(.*)<\/script>/.exec(built())?.[1];
  if (script === undefined) throw new Error("no inline script");
  const added: string[] = [];
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (link: Record<string, string>) => added.push(`${link.rel} ${link.href}`) },
  };
  new Function("localStorage", "location", "document", script)({ getItem: () => token }, { pathname }, document);
  return added;
};

describe("the startup hints of index.html", () => {
  it("preloads the login page and what it imports when signed out, leaving out what the entry loads", () => {
    expect(preloadsAt("/auth/login", null)).toEqual([
      "modulepreload /assets/AuthLayout.js",
      "modulepreload /assets/LoginPage.js",
      "modulepreload /assets/PhoneInput.js",
      "preload /assets/LoginPage.css",
      "preload /assets/PhoneInput.css",
    ]);
  });

  it("preloads the app layout and the clients it calls when a token is kept", () => {
    expect(preloadsAt("/b/1", "a token")).toEqual([
      "modulepreload /assets/AppLayout.js",
      "modulepreload /assets/PhoneInput.js",
      "modulepreload /assets/businessApi.js",
      "modulepreload /assets/businessResponse.js",
      "preload /assets/PhoneInput.css",
    ]);
  });

  it("preloads a public page's own chunks at its address, signed in or not", () => {
    const voucherPage = ["modulepreload /assets/VoucherPage.js", "modulepreload /assets/PhoneInput.js", "modulepreload /assets/customerApi.js", "preload /assets/PhoneInput.css"];
    expect(preloadsAt("/v/abc", null)).toEqual(voucherPage);
    expect(preloadsAt("/v/abc", "a token")).toEqual(voucherPage);
    expect(preloadsAt("/v/abc/more", null)).toContain("modulepreload /assets/LoginPage.js");
  });

  it("refuses a module that is no chunk of the build", () => {
    const plugin = startupHints({ tokenKey: "t", signedOut: ["ui/Missing.tsx"], signedIn: [] });
    const transform = plugin.transformIndexHtml as { handler: (html: string, context: object) => string };
    expect(() => transform.handler(html, { bundle, chunk: bundle["assets/index.js"] })).toThrow(/no chunk for one of ui\/Missing.tsx/);
  });

  it("adds a signed-in area's own chunks and client at its address, leaving out what the layout brings", () => {
    expect(preloadsAt("/b/1/loyalty/overview", "a token")).toEqual([
      "modulepreload /assets/AppLayout.js",
      "modulepreload /assets/PhoneInput.js",
      "modulepreload /assets/businessApi.js",
      "modulepreload /assets/businessResponse.js",
      "modulepreload /assets/LoyaltyArea.js",
      "modulepreload /assets/loyaltyShared.js",
      "modulepreload /assets/loyaltyApi.js",
      "preload /assets/PhoneInput.css",
      "preload /assets/LoyaltyArea.css",
    ]);
    expect(preloadsAt("/b/1/loyalty", null)).toContain("modulepreload /assets/LoginPage.js");
    expect(preloadsAt("/b/1/loyalty", null)).not.toContain("modulepreload /assets/LoyaltyArea.js");
    expect(preloadsAt("/b/1/loyalties", "a token")).not.toContain("modulepreload /assets/LoyaltyArea.js");
  });
});
