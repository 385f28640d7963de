// The Malaysian banks a payout account may use (spec 1 §3: "Bank list of Malaysian banks, each
// with routing and swift codes"), keyed by a stable code the payout account stores.
// Decisions where the spec is silent (it gives no list):
// - swiftCode is the head-office SWIFT/BIC; routingCode is the bank's four-digit PayNet
//   participant code (02xx commercial, 03xx Islamic, 06xx development banks) as FPX and
//   interbank GIRO bank lists carry it. Affin's code is 0232 (its BNM bank code 32); Public
//   Bank holds 0233. Check this list against PayNet's participant directory before a payout run.
// - Islamic subsidiaries pay into the same accounts as their parent for interbank GIRO, so the
//   list names the parent banks only.
export interface Bank {
  readonly code: string;
  readonly name: string;
  readonly routingCode: string;
  readonly swiftCode: string;
}

export const MALAYSIAN_BANKS: ReadonlyArray<Bank> = [
  { code: "AFFIN", name: "Affin Bank Berhad", routingCode: "0232", swiftCode: "PHBMMYKL" },
  { code: "ALLIANCE", name: "Alliance Bank Malaysia Berhad", routingCode: "0212", swiftCode: "MFBBMYKL" },
  { code: "AMBANK", name: "AmBank (M) Berhad", routingCode: "0209", swiftCode: "ARBKMYKL" },
  { code: "BANK_ISLAM", name: "Bank Islam Malaysia Berhad", routingCode: "0340", swiftCode: "BIMBMYKL" },
  { code: "BANK_MUAMALAT", name: "Bank Muamalat Malaysia Berhad", routingCode: "0341", swiftCode: "BMMBMYKL" },
  { code: "BANK_RAKYAT", name: "Bank Kerjasama Rakyat Malaysia Berhad", routingCode: "0602", swiftCode: "BKRMMYKL" },
  { code: "BSN", name: "Bank Simpanan Nasional", routingCode: "0601", swiftCode: "BSNAMYK1" },
  { code: "CIMB", name: "CIMB Bank Berhad", routingCode: "0235", swiftCode: "CIBBMYKL" },
  { code: "CITIBANK", name: "Citibank Berhad", routingCode: "0219", swiftCode: "CITIMYKL" },
  { code: "HONG_LEONG", name: "Hong Leong Bank Berhad", routingCode: "0224", swiftCode: "HLBBMYKL" },
  { code: "HSBC", name: "HSBC Bank Malaysia Berhad", routingCode: "0223", swiftCode: "HBMBMYKL" },
  { code: "KFH", name: "Kuwait Finance House (Malaysia) Berhad", routingCode: "0346", swiftCode: "KFHOMYKL" },
  { code: "MAYBANK", name: "Malayan Banking Berhad (Maybank)", routingCode: "0227", swiftCode: "MBBEMYKL" },
  { code: "OCBC", name: "OCBC Bank (Malaysia) Berhad", routingCode: "0229", swiftCode: "OCBCMYKL" },
  { code: "PUBLIC_BANK", name: "Public Bank Berhad", routingCode: "0233", swiftCode: "PBBEMYKL" },
  { code: "RHB", name: "RHB Bank Berhad", routingCode: "0218", swiftCode: "RHBBMYKL" },
  { code: "STANDARD_CHARTERED", name: "Standard Chartered Bank Malaysia Berhad", routingCode: "0216", swiftCode: "SCBLMYKX" },
  { code: "UOB", name: "United Overseas Bank (Malaysia) Bhd", routingCode: "0226", swiftCode: "UOVBMYKL" },
];

export const bankByCode = (code: string): Bank | undefined => MALAYSIAN_BANKS.find((bank) => bank.code === code);
