// Owns: where the product pickers and product names read the business's menu products from.
// Promotions and vouchers belong to a business while menus belong to its restaurants, so the
// catalogue is the business's: every restaurant's products and categories through one server
// route (GET /businesses/{businessId}/menu-products, the menu port's findProducts), bound to the
// business by ProductCatalogueProvider around a screen that picks or names products (the voucher
// and promotion wizards, the member detail). Tests provide their own catalogue the same way.
import { createContext, type ReactNode, use, useMemo } from "react";
import type { MenuProductPage, MenuProductSearch } from "../../ports/menuPort";
import { usePorts } from "../../ports/PortsProvider";

export interface ProductCatalogue {
  readonly find: (search: MenuProductSearch) => Promise<MenuProductPage>;
}

const ProductCatalogueContext = createContext<ProductCatalogue | null>(null);

export const ProvideProductCatalogue = ({ catalogue, children }: { readonly catalogue: ProductCatalogue; readonly children: ReactNode }) => (
  <ProductCatalogueContext value={catalogue}>{children}</ProductCatalogueContext>
);

/** The business's catalogue over the menu port. */
export const ProductCatalogueProvider = ({ businessId, children }: { readonly businessId: string; readonly children: ReactNode }) => {
  const { menu } = usePorts();
  const catalogue = useMemo<ProductCatalogue>(() => ({ find: (search) => menu.findProducts(businessId, search) }), [menu, businessId]);
  return <ProvideProductCatalogue catalogue={catalogue}>{children}</ProvideProductCatalogue>;
};

export const useProductCatalogue = (): ProductCatalogue => {
  const catalogue = use(ProductCatalogueContext);
  if (catalogue === null) throw new Error("useProductCatalogue needs a ProductCatalogueProvider above it");
  return catalogue;
};
