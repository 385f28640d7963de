// The report's chart: net sales as bars and bills as a line, per bucket of the period. chart.js
// is loaded with the first chart (a dynamic import: its own chunk, never in the initial bundle)
// and only the parts drawn here are registered. The canvas is an image named by its figures,
// and the table beside the cards carries the same numbers for screen readers.
// Decision where the spec is silent: without a canvas (a test's DOM) nothing is drawn.
import { useEffect, useRef } from "react";
import styles from "./report.module.css";

export interface ChartData {
  readonly labels: ReadonlyArray<string>;
  readonly net: ReadonlyArray<number>;
  readonly bills: ReadonlyArray<number>;
  readonly currency: string;
}

const loadChartJs = async () => {
  const chart = await import("chart.js");
  chart.Chart.register(
    chart.BarController, chart.BarElement, chart.LineController, chart.LineElement, chart.PointElement,
    chart.CategoryScale, chart.LinearScale, chart.Tooltip, chart.Legend,
  );
  return chart.Chart;
};

export const ReportChart = ({ data }: { readonly data: ChartData }) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy: () => void } | undefined;
    let current = true;
    const context = canvas.current?.getContext?.("2d");
    if (context === null || context === undefined) return undefined;
    void loadChartJs().then((Chart) => {
      if (!current) return;
      chart = new Chart(context, {
        data: {
          labels: [...data.labels],
          datasets: [
            { type: "bar", label: `Net sales${data.currency === "" ? "" : ` (${data.currency})`}`, data: [...data.net], backgroundColor: "#2563eb", yAxisID: "sales" },
            { type: "line", label: "Bills", data: [...data.bills], borderColor: "#c2410c", backgroundColor: "#c2410c", yAxisID: "bills" },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          scales: {
            sales: { type: "linear", position: "left", beginAtZero: true },
            bills: { type: "linear", position: "right", beginAtZero: true, grid: { drawOnChartArea: false }, ticks: { precision: 0 } },
          },
        },
      });
    });
    return () => {
      current = false;
      chart?.destroy();
    };
  }, [data]);
  const total = data.net.reduce((sum, n) => sum + n, 0);
  return (
    <div className={styles.chart}>
      <canvas ref={canvas} role="img" aria-label={`Net sales and bills per period: ${data.labels.length} periods, net sales ${total.toFixed(2)} ${data.currency}`.trim()} />
    </div>
  );
};
