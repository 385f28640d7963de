// Owns: the refusals of the user and phone-claim streams that the sign-in flows also show (spec 1
// §5, §8), as plain text apart from their deciders: the phone verification machine names them
// without loading the deciders' Schemas and temporal-polyfill into a customer's claim page (issue
// 14, initial JS). user.ts and phoneClaim.ts decide with them and export them as before.
export const INVALID_USER = "Invalid user";
export const PHONE_IN_USE = "This phone number already in use";
