// The programme as member commands need it now lives with the loyalty application functions
// (domain/loyalty/application/activeProgramme.ts); the POS routes and the read routes import it
// through this path.
export { creditPrecisionOf, levelProgrammeOf, loadProgramme } from "../../../domain/loyalty/application/activeProgramme";
