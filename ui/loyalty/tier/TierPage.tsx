// The tier and level page (spec 2 §2, routes membership-tier: tier, tier/{tier}, tier/level/{level}):
// one tier at a time in a carousel with previous/next arrows; Edit opens the tier editor; 'Add
// tier' shows only on the last tier while the ladder is under the tier limit (4); Season opens the
// season dialog (ui/loyalty/season); the level table
// of the tier below; a level's row opens its dialog at tier/level/{level}. The address holds the
// tier shown (one-based) or the level open, so both survive a reload and can be shared.
// Decisions where the spec is silent: a tier number out of range shows the nearest tier; closing
// a level dialog returns to that level's tier; member counts come from the programme summary
// and read 0 while it loads or when it fails.
import { Button } from "primereact/button";
import { useMemo, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { canAddTier, tierIndexOf, tierLadder } from "../../../domain/loyalty/tierDecision";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import { useLoad } from "../../kit/page/useLoad";
import { usePorts } from "../../ports/PortsProvider";
import { useProgramme } from "../entry/ProgrammeContext";
import { SeasonDialog } from "../season/SeasonDialog";
import { levelPath, tierPath } from "../../app/paths/loyaltyPaths";
import { LevelDialog } from "./LevelDialog";
import { levelRangeOf, levelRow, levelRows } from "./levelRows";
import { LevelTable } from "./LevelTable";
import { TierCarousel } from "./TierCarousel";
import { type TierEditorOpening, TierEditor } from "./TierEditor";
import { useRewardVouchers } from "./useRewardVouchers";

const wholeOrNull = (text: string | undefined): number | null => {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  return Number(text);
};

export const TierPage = () => {
  const { loyalty } = usePorts();
  const { businessId, programme } = useProgramme();
  const params = useParams();
  const navigate = useNavigate();
  const summary = useLoad(() => loyalty.summary(businessId), businessId);
  const rewards = useRewardVouchers(businessId);
  const [editor, setEditor] = useState<TierEditorOpening | null>(null);
  const [season, setSeason] = useState(false);
  const ladder = useMemo(() => tierLadder(programme.tier), [programme.tier]);
  const openLevel = wholeOrNull(params.level);
  const tierNumber = wholeOrNull(params.tier);
  const index =
    openLevel !== null ? tierIndexOf(ladder, openLevel) : Math.min(Math.max((tierNumber ?? 1) - 1, 0), ladder.length - 1);
  const levels = summary.phase === "ready" ? summary.data.levels : [];
  const rows = levelRows(programme, levelRangeOf(ladder, index), levels, rewards.names);
  const isLast = index === ladder.length - 1;
  const counts = new Map(levels.map((row) => [row.level, row.memberCount]));
  return (
    <div className={pageStyles.page}>
      <PageHeader title="Leveling" subtitle={`${ladder.length} of 4 tiers · members rise a level with every ${programme.baseExpToLevelUp} exp`} />
      <TierCarousel
        ladder={ladder}
        index={index}
        onMove={(next) => void navigate(tierPath(businessId, next + 1))}
        actions={
          <>
            <Button label="Edit" icon="pi pi-pencil" outlined size="small" onClick={() => setEditor({ index, adding: false })} />
            {isLast && canAddTier(ladder) ? (
              <Button label="Add tier" icon="pi pi-plus" size="small" onClick={() => setEditor({ index, adding: true })} />
            ) : null}
            <Button label="Season" icon="pi pi-calendar" outlined size="small" onClick={() => setSeason(true)} />
          </>
        }
      />
      <LevelTable rows={rows} onOpen={(level) => void navigate(levelPath(businessId, level))} />
      <TierEditor
        ladder={ladder}
        opening={editor}
        onClose={(selected) => {
          setEditor(null);
          if (selected !== index) void navigate(tierPath(businessId, selected + 1));
        }}
      />
      {season ? <SeasonDialog levels={levels} onClose={() => setSeason(false)} /> : null}
      {openLevel === null || openLevel > 999 ? null : (
        <LevelDialog
          key={`${openLevel}-${programme._rev}`}
          programme={programme}
          ladder={ladder}
          row={levelRow(programme, openLevel, counts, rewards.names)}
          rewards={rewards}
          onClose={() => void navigate(tierPath(businessId, tierIndexOf(ladder, openLevel) + 1))}
        />
      )}
    </div>
  );
};
