// The product's display name. Decision: the spec names none; this is the generic name shown in
// the header, the home page and the document title.
export const PRODUCT_NAME = "F&B Back Office";
