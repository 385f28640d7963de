// Owns: the words a business or membership URL slug may not be (spec 1 §5, spec 2 §5: "common
// paths such as home, app, admin, login, order, menu, cart, voucher, membership; language
// names; two-letter country codes").
// Decision (spec silent on the full list): the paths below are the app's own routes and the
// usual words of a web shop; languages are English names of common languages; country codes
// are every ISO 3166-1 alpha-2 code libphonenumber-js knows. Two-letter codes can never pass
// the six-character rule; they stay listed because the spec lists them.
import { getCountries } from "libphonenumber-js";

const PATHS = [
  "home", "app", "apps", "admin", "administrator", "login", "logout", "signin", "signup",
  "register", "auth", "account", "accounts", "profile", "settings", "setting", "dashboard",
  "order", "orders", "menu", "menus", "cart", "checkout", "payment", "payments", "pay",
  "voucher", "vouchers", "membership", "member", "members", "marketing", "promotion",
  "promotions", "loyalty", "reward", "rewards", "store", "shop", "business", "businesses",
  "restaurant", "restaurants", "delivery", "pickup", "dine-in", "report", "reports", "api",
  "static", "assets", "public", "help", "support", "about", "contact", "terms", "privacy",
  "policy", "search", "null", "undefined", "index", "www", "mail", "email", "feedback",
  "claim", "claims", "create-business", "business-overview", "forgot-password", "sandbox",
];

const LANGUAGES = [
  "english", "malay", "bahasa", "chinese", "mandarin", "cantonese", "hokkien", "tamil",
  "hindi", "indonesian", "japanese", "korean", "thai", "vietnamese", "tagalog", "filipino",
  "burmese", "khmer", "arabic", "french", "german", "spanish", "portuguese", "italian",
  "russian", "dutch", "turkish", "bengali", "urdu", "punjabi", "persian",
];

export const RESERVED_URL_WORDS: ReadonlySet<string> = new Set([
  ...PATHS,
  ...LANGUAGES,
  ...getCountries().map((code) => code.toLowerCase()),
]);
