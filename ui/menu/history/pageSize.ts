// The menu history page lists this many changes a page.
export const MENU_HISTORY_PAGE_SIZE = 20;
