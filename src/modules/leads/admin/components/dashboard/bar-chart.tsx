"use client";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/**
 * One bar chart (recharts). Loaded with next/dynamic by the dashboard only, so the chart library
 * stays out of every other bundle; hidden from screen readers, who read the table beside it.
 */
export default function DashboardBarChart({
  data,
  layout = "columns",
}: {
  data: Array<{ label: string; count: number }>;
  layout?: "columns" | "rows";
}) {
  const rows = layout === "rows";
  return (
    <div aria-hidden className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          // The chart is hidden from assistive technology (its table says the same), so it must
          // not take keyboard focus either: recharts' accessibility layer makes the svg focusable.
          accessibilityLayer={false}
          data={data}
          layout={rows ? "vertical" : "horizontal"}
          margin={{ left: 8, right: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          {rows ? (
            <>
              <XAxis type="number" allowDecimals={false} fontSize={12} />
              <YAxis type="category" dataKey="label" width={110} fontSize={12} />
            </>
          ) : (
            <>
              <XAxis dataKey="label" fontSize={12} />
              <YAxis allowDecimals={false} fontSize={12} width={32} />
            </>
          )}
          <Tooltip />
          <Bar dataKey="count" fill="#4f46e5" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
