// The programme's levelling and perks sections (spec 2 §7), each a whole-section write that
// answers the programme, under /api/v2/businesses/{businessId}/membership:
//   PUT /tier              {baseTierName, tiers, _rev?}
//   PUT /experience-range  {expRange, _rev?}
//   PUT /level-cycle       {month, rules, _rev?}
//   PUT /titles            {titles, _rev?}
//   PUT /benefits          {benefits, _rev?}
//   PUT /design            {type, image?, _rev?}
// `_rev` (or If-Match) is the version the section was read at: a stale one answers 409 and the
// newer data stays. Each is domain/loyalty/application/changeProgrammeSection.ts (which checks a
// benefit's restaurants and vouchers); the tier ladder's problems are decoded here.
import type { FastifyInstance } from "fastify";
import { withRevision } from "../../../domain/business/revision";
import { BenefitsInput } from "../../../domain/loyalty/programme/benefits";
import { DesignInput } from "../../../domain/loyalty/programme/design";
import { ExpRangesInput } from "../../../domain/loyalty/programme/experienceRange";
import { LevelCycleInput } from "../../../domain/loyalty/programme/levelCycle";
import { TierSettingInput, tierProblems } from "../../../domain/loyalty/programme/tiers";
import { TitlesInput } from "../../../domain/loyalty/programme/titles";
import { type SectionChange, changeProgrammeSection } from "../../../domain/loyalty/application/changeProgrammeSection";
import { decodeBody } from "../decodeBody";
import { ensureDesignImage } from "./designImageRef";
import { RequestValidationError } from "../requestValidationError";
import { type ByBusiness, type ProgrammeCaller, programmeCaller } from "./programmeCommands";
import { programmeAnswer } from "./programmeView";

const TierBody = withRevision(TierSettingInput.fields);
const RangesBody = withRevision({ expRange: ExpRangesInput });
const CycleBody = withRevision(LevelCycleInput.fields);
const TitlesBody = withRevision({ titles: TitlesInput });
const BenefitsBody = withRevision({ benefits: BenefitsInput });
const DesignBody = withRevision(DesignInput.fields);

export const programmeSectionRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const change = async ({ caller, businessId }: ProgrammeCaller, section: SectionChange) => {
    await changeProgrammeSection(engine, businessId, section, caller.options());
    return programmeAnswer(engine, businessId);
  };
  const path = (section: string) => `/businesses/:businessId/membership/${section}`;

  app.put<ByBusiness>(path("tier"), async (request) => {
    const pc = await programmeCaller(request, engine);
    const { _rev, ...tier } = decodeBody(TierBody, request.body);
    const [first, ...rest] = tierProblems(tier);
    if (first !== undefined) throw new RequestValidationError([first, ...rest]);
    return change(pc, { type: "ReplaceTiers", data: { tier, rev: pc.caller.revision(_rev) } });
  });

  app.put<ByBusiness>(path("experience-range"), async (request) => {
    const pc = await programmeCaller(request, engine);
    const { _rev, expRange } = decodeBody(RangesBody, request.body);
    return change(pc, { type: "ReplaceExperienceRanges", data: { expRange, rev: pc.caller.revision(_rev) } });
  });

  app.put<ByBusiness>(path("level-cycle"), async (request) => {
    const pc = await programmeCaller(request, engine);
    const { _rev, ...levelCycle } = decodeBody(CycleBody, request.body);
    return change(pc, { type: "ReplaceLevelCycle", data: { levelCycle, rev: pc.caller.revision(_rev) } });
  });

  app.put<ByBusiness>(path("titles"), async (request) => {
    const pc = await programmeCaller(request, engine);
    const { _rev, titles } = decodeBody(TitlesBody, request.body);
    return change(pc, { type: "ReplaceTitles", data: { titles, rev: pc.caller.revision(_rev) } });
  });

  app.put<ByBusiness>(path("benefits"), async (request) => {
    const pc = await programmeCaller(request, engine);
    const { _rev, benefits } = decodeBody(BenefitsBody, request.body);
    return change(pc, { type: "ReplaceBenefits", data: { benefits, rev: pc.caller.revision(_rev) } });
  });

  app.put<ByBusiness>(path("design"), async (request) => {
    const pc = await programmeCaller(request, engine);
    const { _rev, ...design } = decodeBody(DesignBody, request.body);
    await ensureDesignImage(app.files, pc.businessId, design.image);
    return change(pc, { type: "UpdateDesign", data: { design, rev: pc.caller.revision(_rev) } });
  });
};
