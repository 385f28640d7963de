// The programme as member commands need it lives with the loyalty application functions
// (domain/loyalty/application/activeProgramme.ts); the POS routes, the member view and the seed
// data set read it through this path.
export { creditPrecisionOf, levelProgrammeOf, loadProgramme } from "../../../domain/loyalty/application/activeProgramme";
