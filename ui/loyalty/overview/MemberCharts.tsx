// The overview's two charts (issue 5): members by level, coloured by tier, and new members per
// month, drawn by PrimeReact's Chart (Chart.js). Each chart's picture is named by a one-line
// summary, and its figures are also a table that only assistive technology reads (the text
// alternative of the bars).
// A chart is drawn once its place comes on screen (issue 14): Chart.js (about 65 KB gzip,
// which PrimeReact's Chart loads as it first draws) and its drawing stay off a phone's first load,
// where the charts sit below the fold. The place keeps the chart's size and name meanwhile (no
// layout shift); without IntersectionObserver the chart is drawn at once.
import { Card } from "primereact/card";
import { Chart } from "primereact/chart";
import { useEffect, useRef, useState } from "react";
import type { TierSetting } from "../../../domain/loyalty/tierDecision";
import type { ProgrammeSummary } from "../../ports/loyaltyPort";
import { type BarData, membersByLevel, newMembersPerMonth } from "./memberCharts";
import styles from "./overview.module.css";

const STACKED = { responsive: true, maintainAspectRatio: false, scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } } };
const PLAIN = { responsive: true, maintainAspectRatio: false, plugins: { legend: { display: false } }, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } };

const total = (data: BarData): number => data.datasets.reduce((sum, set) => sum + set.data.reduce((a, b) => a + b, 0), 0);

const FiguresTable = ({ title, data }: { readonly title: string; readonly data: BarData }) => (
  <table className="p-hidden-accessible">
    <caption>{title}</caption>
    <thead>
      <tr>
        <td />
        {data.datasets.map((set) => <th key={set.label} scope="col">{set.label}</th>)}
      </tr>
    </thead>
    <tbody>
      {data.labels.map((label, row) => (
        <tr key={label}>
          <th scope="row">{label}</th>
          {data.datasets.map((set) => <td key={set.label}>{set.data[row]}</td>)}
        </tr>
      ))}
    </tbody>
  </table>
);

/** True once the element is on screen (at once where that cannot be told). */
const useNearScreen = () => {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = place.current;
    if (near || element === null) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { place, near };
};

const DrawnWhenNear = ({ data, options, summary }: { readonly data: BarData; readonly options: object; readonly summary: string }) => {
  const { place, near } = useNearScreen();
  if (near) return <Chart type="bar" data={data} options={options} className={styles.chart} ariaLabel={summary} />;
  return <div ref={place} className={styles.chart} role="img" aria-label={summary} />;
};

const ChartCard = ({ title, data, options, summary }: { readonly title: string; readonly data: BarData; readonly options: object; readonly summary: string }) => (
  <Card title={title} className={styles.chartCard}>
    {data.labels.length === 0 ? (
      <p className={styles.muted}>No data</p>
    ) : (
      <>
        <DrawnWhenNear data={data} options={options} summary={summary} />
        <FiguresTable title={title} data={data} />
      </>
    )}
  </Card>
);

export const MemberCharts = ({ summary, setting }: { readonly summary: ProgrammeSummary; readonly setting: TierSetting }) => {
  const byLevel = membersByLevel(summary.levels, setting);
  const byMonth = newMembersPerMonth(summary.newMembersByMonth);
  return (
    <div className={styles.charts}>
      <ChartCard title="Members by level and tier" data={byLevel} options={STACKED} summary={`${total(byLevel)} members over ${byLevel.labels.length} levels`} />
      <ChartCard title="New members per month" data={byMonth} options={PLAIN} summary={`${total(byMonth)} new members over ${byMonth.labels.length} months`} />
    </div>
  );
};
