// The business list's page size, spec 1 §9 "Tables: page size 20": the table shows it and the
// composition root hands it to the HTTP adapter, which asks the server for pages of it.
export const BUSINESS_PAGE_SIZE = 20;
