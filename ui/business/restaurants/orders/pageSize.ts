// How many orders a page of a restaurant's Orders list holds (the page and its HTTP client agree).
export const RESTAURANT_ORDERS_PAGE_SIZE = 20;
