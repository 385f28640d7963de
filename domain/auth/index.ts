// The auth domain's public face: the user, phone-claim and OTP deciders, claims and flags, and
// the CASL abilities. Form rules for credentials live in ./credentials (imported directly).
export * from "./fields";
export * from "./user";
export * from "./phoneClaim";
export * from "./otpChallenge";
export * from "./otpRules";
export * from "./roles";
export * from "./roleFlags";
export * from "./permissions";
export * from "./abilityChecks";
