// The menu area's demo data (seeder contract in seedDemoData.ts): a real café menu for the demo
// business's first restaurant (Kopi Kita Bangsar), written one change at a time by the
// application function the PUT menu-v3 route calls (domain/menu/application/changeMenu), from
// `data` decoded with the route's Schemas: categories, 35 products (coffees with size and
// temperature variants, teas, breakfast, rice and noodles, cakes, a cake sold by weight, a
// POS-only and a staff-only item), add-on groups (milk, extra shots, sides made of products),
// a breakfast scheduler and a weekend brunch one, takeaway charges, print departments, units
// with measurements, SKUs, two recipes (one containing the other) and a GrabFood DELIVERY
// catalog with price, name and add-on overrides. With a file store, the drinks and dishes get a
// thumbnail (demoThumbnails.ts) in their category's colour.
// Decisions where the contract is silent: only the first restaurant gets the menu (the others
// show the empty document); ids are fresh object ids from the engine context. The facts name
// every product's id by its name (`menuProductIds`), so the marketing and loyalty seeders point
// their promotions, vouchers and bills at real menu products (names show, issue 16 item 9).
import { changeMenu } from "../../domain/menu/application/changeMenu";
import { loadMenu } from "../../domain/menu/application/readMenu";
import { changeDataSchema } from "../../domain/menu/menuChangeInput";
import type { MenuModule } from "../../domain/menu/menuModules";
import { decodeBody } from "../server/decodeBody";
import { type Rgb, storeDemoThumbnail } from "./demoThumbnails";
import type { AreaSeeder, DemoFacts, DemoTools } from "./seedDemoData";

/** What the menu seeder adds to the facts. */
export type MenuDemoFacts = {
  readonly menuRestaurantId: string;
  /** Each demo product's id by its name ("Kopi O" → id). */
  readonly menuProductIds: Readonly<Record<string, string>>;
};

/** The ids of the named demo menu products the facts hold (none when the menu seeder did not run). */
export const demoProductIds = (facts: DemoFacts, names: ReadonlyArray<string>): ReadonlyArray<string> => {
  const ids = (facts.menuProductIds ?? {}) as Readonly<Record<string, string>>;
  return names.flatMap((name) => (ids[name] === undefined ? [] : [ids[name]]));
};

/** The tax the demo restaurants charge (their accounting setting): a product's taxes name it by its system. */
const SST = "MY_SST";

const rm = (ringgit: number) => ({ amount: Math.round(ringgit * 100), precision: 2, currency: "MYR" });

type Drink = readonly [name: string, price: number];
const COFFEES: ReadonlyArray<Drink> = [
  ["Kopi", 3.2], ["Kopi O", 2.8], ["Kopi C", 3.4], ["White Coffee", 4.5], ["Espresso", 6], ["Americano", 8],
  ["Latte", 11], ["Cappuccino", 11], ["Flat White", 12], ["Mocha", 12.5],
];
const TEAS: ReadonlyArray<Drink> = [["Teh Tarik", 3.5], ["Teh O Limau", 3.2], ["Teh C Special", 4.2], ["Green Tea Latte", 12], ["Earl Grey", 9]];
const OTHERS: ReadonlyArray<Drink> = [["Milo Dinosaur", 6.5], ["Chocolate", 10], ["Bandung", 4], ["Sirap Limau", 3.5], ["Fresh Orange", 8.5]];
const BREAKFAST: ReadonlyArray<Drink> = [["Kaya Butter Toast", 4.5], ["Half-boiled Eggs", 3.8], ["Roti Bakar Set", 8.9], ["Nasi Lemak Bungkus", 5]];
const MAINS: ReadonlyArray<Drink> = [["Nasi Lemak Ayam Goreng", 15.9], ["Mee Goreng Mamak", 12.9], ["Curry Laksa", 14.9], ["Char Kuey Teow", 13.9], ["Nasi Goreng Kampung", 12.5]];
const CAKES: ReadonlyArray<Drink> = [["Pandan Chiffon", 7.5], ["Burnt Cheesecake", 13], ["Brownie", 8]];

/** Each category's plate colour and the ground around it. */
const PLATES = {
  coffee: [[111, 78, 55], [243, 234, 224]],
  tea: [[196, 120, 36], [250, 238, 214]],
  others: [[46, 125, 50], [226, 242, 227]],
  food: [[230, 126, 34], [253, 236, 218]],
  cakes: [[194, 24, 91], [252, 228, 236]],
} as const satisfies Readonly<Record<string, readonly [Rgb, Rgb]>>;

const makeCreate = (tools: DemoTools, restaurantId: string) => async (module: MenuModule, data: Record<string, unknown>): Promise<string> => {
  const id = tools.engine.context().newId();
  const item = decodeBody(changeDataSchema(module, "create"), { ...data, id });
  await changeMenu(tools.engine, { restaurantId, module, operation: "create", data: item, newId: id }, tools.options);
  return id;
};

export const menuDemo: AreaSeeder = {
  area: "menu",
  seed: async (tools, facts) => {
    const restaurantId = facts.restaurantIds[0];
    if (restaurantId === undefined) return;
    const create = makeCreate(tools, restaurantId);
    const thumbnail = async (kind: keyof typeof PLATES): Promise<{ thumbnail?: string }> => {
      const [plate, ground] = PLATES[kind];
      return tools.files === null ? {} : { thumbnail: await storeDemoThumbnail(tools.files, restaurantId, plate, ground) };
    };

    const ml = await create("unit", { name: "Millilitre", abbrev: "ml", measurements: [{ id: "shot", name: "Shot", value: 30 }, { id: "cup", name: "Cup", value: 250 }] });
    const gram = await create("unit", { name: "Gram", abbrev: "g", measurements: [{ id: "scoop", name: "Scoop", value: 15 }] });
    const beans = await create("sku", { name: "Espresso beans", code: "SKU-BEAN", unit: gram, measurement: "scoop" });
    const milk = await create("sku", { name: "Fresh milk", code: "SKU-MILK", unit: ml, measurement: "cup" });
    const condensed = await create("sku", { name: "Condensed milk", code: "SKU-COND", unit: ml });
    const rice = await create("sku", { name: "Rice", code: "SKU-RICE", unit: gram });
    const santan = await create("sku", { name: "Coconut milk", code: "SKU-SANT", unit: ml });
    const kopiBase = await create("recipe", { name: "Kopi base", unit: ml, contains: [{ type: "SKU", id: beans, quantity: 18 }, { type: "SKU", id: condensed, quantity: 30 }] });
    const nasiLemakRice = await create("recipe", { name: "Nasi lemak rice", unit: gram, contains: [{ type: "SKU", id: rice, quantity: 150 }, { type: "SKU", id: santan, quantity: 40 }] });

    const bar = await create("printDepartment", { name: "Bar" });
    const kitchen = await create("printDepartment", { name: "Kitchen" });
    const cupLid = await create("takeaway", { name: "Cup and lid", price: rm(0.2) });
    const box = await create("takeaway", { name: "Food box", price: rm(0.5) });
    const breakfast = await create("scheduler", { name: "Breakfast", timePeriod: [{ start: "07:00", end: "11:00" }] });
    const brunch = await create("scheduler", { name: "Weekend brunch", repeat: "weekly", weekDay: ["saturday", "sunday"], timePeriod: [{ start: "09:00", end: "14:00" }] });

    const size = await create("variant", { name: "Size", options: [{ id: "regular", name: "Regular" }, { id: "large", name: "Large" }] });
    const temperature = await create("variant", { name: "Temperature", options: [{ id: "hot", name: "Hot" }, { id: "iced", name: "Iced" }] });

    const category = async (name: string) => create("category", { name });
    const [coffee, tea, others, morning, mains, cakes, counter] = [
      await category("Coffee"), await category("Tea"), await category("Non-coffee"), await category("Breakfast"),
      await category("Rice & Noodles"), await category("Cakes"), await category("Counter"),
    ];

    const milkGroup = await create("addonGroup", {
      name: "Milk choice", position: 1, addons: [
        { id: "fresh", name: "Fresh milk", inventoryBindings: [{ type: "SKU", id: milk, quantity: 1, measurement: "cup" }] },
        { id: "oat", name: "Oat milk", price: rm(2) }, { id: "soy", name: "Soy milk", price: rm(1.5) },
      ],
    });
    const shots = await create("addonGroup", { name: "Extra shots", position: 2, max: 3, stackable: true, addons: [{ id: "shot", name: "Extra shot", price: rm(2), inventoryBindings: [{ type: "SKU", id: beans, measurement: "scoop" }] }] });

    const drink = (cat: string, withMilk: boolean) => async ([name, price]: Drink, index: number) =>
      create("product", {
        name, code: `${cat === coffee ? "C" : cat === tea ? "T" : "N"}${String(index + 1).padStart(2, "0")}`, price: rm(price), category: cat,
        variantUsed: true, variants: [size, temperature],
        variantCombination: [
          { combinationKey: "regular-hot", codeSuffix: "RH", price: rm(price) }, { combinationKey: "regular-iced", codeSuffix: "RI", price: rm(price + 0.5) },
          { combinationKey: "large-hot", codeSuffix: "LH", price: rm(price + 1.5) }, { combinationKey: "large-iced", codeSuffix: "LI", price: rm(price + 2) },
        ],
        addonGroupUsed: withMilk, addonGroups: withMilk ? [milkGroup, shots] : [],
        takeawayUsed: true, takeaways: [cupLid], printDepartments: [bar],
        inventoryBindings: cat === coffee ? [{ type: "RECIPE", id: kopiBase }] : [], taxes: [SST],
        ...(await thumbnail(cat === coffee ? "coffee" : cat === tea ? "tea" : "others")),
      });
    const coffeeIds: string[] = [];
    for (const [i, d] of COFFEES.entries()) coffeeIds.push(await drink(coffee, i >= 4)(d, i));
    for (const [i, d] of TEAS.entries()) await drink(tea, false)(d, i);
    for (const [i, d] of OTHERS.entries()) await drink(others, false)(d, i);

    const food = (cat: string, prefix: string, schedulers: ReadonlyArray<string>) => async ([name, price]: Drink, index: number) =>
      create("product", {
        name, code: `${prefix}${String(index + 1).padStart(2, "0")}`, price: rm(price), deliveryPrice: rm(price * 1.1), category: cat,
        schedulerUsed: schedulers.length > 0, schedulers, takeawayUsed: true, takeaways: [box], printDepartments: [kitchen],
        inventoryBindings: name.startsWith("Nasi Lemak") ? [{ type: "RECIPE", id: nasiLemakRice }] : [], taxes: [SST],
        ...(await thumbnail(cat === cakes ? "cakes" : "food")),
      });
    const breakfastIds: string[] = [];
    for (const [i, d] of BREAKFAST.entries()) breakfastIds.push(await food(morning, "B", [breakfast, brunch])(d, i));
    const mainIds: string[] = [];
    for (const [i, d] of MAINS.entries()) mainIds.push(await food(mains, "M", [])(d, i));
    const cakeIds: string[] = [];
    for (const [i, d] of CAKES.entries()) cakeIds.push(await food(cakes, "K", [])(d, i));
    await create("product", { name: "Kuih by weight", code: "K10", price: rm(1.2), perXUnit: 100, unit: gram, category: cakes, description: "Priced per 100 g, weighed at the counter" });
    const water = await create("product", { name: "Mineral Water", code: "X01", price: rm(2), category: counter, orderFrom: "POS_ONLY" });
    await create("product", { name: "Staff Meal", code: "X02", price: rm(0), category: counter, orderFrom: "NONE" });

    await create("addonGroup", {
      name: "Sides", position: 3, addonGroupType: "PRODUCT", max: 2, addons: [
        { id: "side-eggs", name: "Half-boiled Eggs", productId: breakfastIds[1], price: rm(3) },
        { id: "side-toast", name: "Kaya Butter Toast", productId: breakfastIds[0], price: rm(4) },
        { id: "side-water", name: "Mineral Water", productId: water, price: rm(1.5) },
      ],
    });

    const offered = [...coffeeIds, ...mainIds, ...cakeIds, breakfastIds[3]];
    await create("catalog", {
      name: "GrabFood", type: "DELIVERY", inclusiveTaxes: true, productAvailable: offered,
      override: {
        product: [
          { id: mainIds[0], name: "Nasi Lemak Ayam Goreng (GrabFood exclusive)", price: rm(18.5) },
          { id: coffeeIds[6], price: rm(12.5), variantPrice: [{ combinationKey: "large-iced", price: rm(15.5) }] },
          { id: cakeIds[1], price: rm(15) },
        ],
        addon: [{ addonGroupId: milkGroup, id: "oat", price: rm(2.5) }],
      },
    });
    const { modules } = await loadMenu(tools.engine, restaurantId);
    const added: MenuDemoFacts = { menuRestaurantId: restaurantId, menuProductIds: Object.fromEntries(modules.product.map((product) => [product.name, product.id])) };
    return added;
  },
};
