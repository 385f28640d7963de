// The level table of one tier (spec 2 §2: Level, Exp to next level, Member, Level up reward,
// Reward pool), 20 levels a page (the last tier spans up to 999); a row opens its level panel.
// Below the sm breakpoint the levels are cards (spec 2 §2 "Mobile shows cards").
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Paginator } from "primereact/paginator";
import { useState } from "react";
import type { LevelRow } from "./levelRows";
import { useSmallScreen } from "./useSmallScreen";
import styles from "./tier.module.css";

export const LEVELS_PER_PAGE = 20;

const listed = (names: ReadonlyArray<string>): string => (names.length === 0 ? "-" : names.join(", "));
const exp = (row: LevelRow): string => (row.expToNext === null ? "-" : String(row.expToNext));

export interface LevelTableProps {
  readonly rows: ReadonlyArray<LevelRow>;
  readonly onOpen: (level: number) => void;
}

const LevelCards = ({ rows, onOpen }: LevelTableProps) => {
  const [first, setFirst] = useState(0);
  return (
    <div className={`${styles.levelCards} ${styles.levels}`}>
      {rows.slice(first, first + LEVELS_PER_PAGE).map((row) => (
        <article key={row.level} className={styles.levelCard} aria-label={`Level ${row.level}`}>
          <header>
            <strong>Level {row.level}</strong>
            <Button label="Open" text size="small" onClick={() => onOpen(row.level)} aria-label={`Open level ${row.level}`} />
          </header>
          <dl>
            <dt>Exp to next level</dt>
            <dd>{exp(row)}</dd>
            <dt>Member</dt>
            <dd>{row.memberCount}</dd>
            <dt>Level up reward</dt>
            <dd>{listed(row.levelUpRewards)}</dd>
            <dt>Reward pool</dt>
            <dd>{listed(row.poolRewards)}</dd>
          </dl>
        </article>
      ))}
      {rows.length > LEVELS_PER_PAGE ? (
        <Paginator first={first} rows={LEVELS_PER_PAGE} totalRecords={rows.length} onPageChange={(event) => setFirst(event.first)} />
      ) : null}
    </div>
  );
};

export const LevelTable = ({ rows, onOpen }: LevelTableProps) => {
  const small = useSmallScreen();
  if (small) return <LevelCards rows={rows} onOpen={onOpen} />;
  return (
    <DataTable
      value={[...rows]}
      dataKey="level"
      size="small"
      paginator={rows.length > LEVELS_PER_PAGE}
      rows={LEVELS_PER_PAGE}
      emptyMessage="No data"
      rowHover
      selectionMode="single"
      onRowClick={(event) => onOpen((event.data as LevelRow).level)}
      className={styles.levels}
      pt={{ table: { "aria-label": "Levels" } }}
    >
      <Column field="level" header="Level" />
      <Column header="Exp to next level" body={exp} />
      <Column field="memberCount" header="Member" />
      <Column header="Level up reward" body={(row: LevelRow) => listed(row.levelUpRewards)} />
      <Column header="Reward pool" body={(row: LevelRow) => listed(row.poolRewards)} />
    </DataTable>
  );
};
