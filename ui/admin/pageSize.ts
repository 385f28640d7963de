// The admin section's tables' page size, spec 1 §9 "Tables: page size 20": the tables show it and
// the composition root hands it to the HTTP adapter, which asks the server for pages of it.
export const ADMIN_PAGE_SIZE = 20;
