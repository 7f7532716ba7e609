import { useId } from 'react';
import { formatCount } from '../../../core/format.ts';

/**
 * A horizontal bar chart that is readable without colour: every series has its own fill pattern (solid,
 * diagonal hatch, dots) shown in the legend, every bar carries its number, and the same figures follow in a
 * data table (the chart itself is one labelled image for screen readers, which read the table instead).
 * Rows are HTML, bars are small SVGs sized in percent, so labels keep their size on a 360 px screen.
 */
export type ChartPattern = 'solid' | 'hatch' | 'dots';
export type ChartSeries = { name: string; pattern: ChartPattern; values: readonly number[] };

export type BarChartProps = {
  title: string;
  /** What a row is ("Fiscal year"): the table's first column header. */
  categoryLabel: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Formats a value for the bar labels and the table (default: a count with separators). */
  format?: (value: number) => string;
  /** An extra column per row in the table (e.g. the approval rate), not drawn. */
  extraColumn?: { header: string; values: readonly string[] };
};

const COLORS: Record<ChartPattern, { fill: string; stroke: string }> = {
  solid: { fill: '#1d4ed8', stroke: '#1e3a8a' },
  hatch: { fill: '#b91c1c', stroke: '#7f1d1d' },
  dots: { fill: '#047857', stroke: '#064e3b' },
};

function PatternDefs({ prefix }: { prefix: string }) {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
      <defs>
        <pattern id={`${prefix}-hatch`} width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="6" height="6" fill="#fff" />
          <path d="M-1,1 l2,-2 M0,6 l6,-6 M5,7 l2,-2" stroke={COLORS.hatch.fill} strokeWidth="2" />
        </pattern>
        <pattern id={`${prefix}-dots`} width="5" height="5" patternUnits="userSpaceOnUse">
          <rect width="5" height="5" fill="#fff" />
          <circle cx="2.5" cy="2.5" r="1.4" fill={COLORS.dots.fill} />
        </pattern>
      </defs>
    </svg>
  );
}

function fillOf(pattern: ChartPattern, prefix: string): string {
  return pattern === 'solid' ? COLORS.solid.fill : `url(#${prefix}-${pattern})`;
}

function Swatch({ pattern, prefix }: { pattern: ChartPattern; prefix: string }) {
  return (
    <svg width="18" height="12" aria-hidden="true" focusable="false" className="shrink-0">
      <rect
        x="0.5"
        y="0.5"
        width="17"
        height="11"
        fill={fillOf(pattern, prefix)}
        stroke={COLORS[pattern].stroke}
      />
    </svg>
  );
}

function Bar({
  value,
  max,
  pattern,
  prefix,
  thick,
}: {
  value: number;
  max: number;
  pattern: ChartPattern;
  prefix: string;
  thick: boolean;
}) {
  // A non-zero value never disappears: at least 0.75% of the track.
  const percent = max > 0 && value > 0 ? Math.max(0.75, (value / max) * 100) : 0;
  const height = thick ? 14 : 10;
  return (
    <svg width="100%" height={height} aria-hidden="true" focusable="false" className="block">
      {percent > 0 ? (
        <rect
          x="0.5"
          y="0.5"
          width={`${percent.toFixed(2)}%`}
          height={height - 1}
          fill={fillOf(pattern, prefix)}
          stroke={COLORS[pattern].stroke}
        />
      ) : null}
    </svg>
  );
}

export function BarChart({
  title,
  categoryLabel,
  categories,
  series,
  format = formatCount,
  extraColumn,
}: BarChartProps) {
  const prefix = useId().replace(/:/g, '');
  const tableId = `${prefix}-table`;
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const summary = `${title}. ${categories.length} ${categoryLabel.toLowerCase()} rows; the table below lists every figure.`;
  return (
    <figure className="relative">
      <PatternDefs prefix={prefix} />
      <figcaption className="text-sm font-semibold text-slate-900">{title}</figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label="Legend">
        {series.map((s) => (
          <li key={s.name} className="inline-flex items-center gap-1.5">
            <Swatch pattern={s.pattern} prefix={prefix} />
            {s.name}
          </li>
        ))}
      </ul>
      <div role="img" aria-label={summary} aria-describedby={tableId} className="mt-3 space-y-2">
        {categories.map((category, row) => (
          <div key={category} className="grid grid-cols-[4.5rem_1fr] items-center gap-2">
            <span className="text-sm font-medium text-slate-700 tabular-nums">{category}</span>
            <div className="space-y-0.5">
              {series.map((s, index) => {
                const value = s.values[row] ?? 0;
                return (
                  <div key={s.name} className="grid grid-cols-[1fr_auto] items-center gap-2">
                    <Bar value={value} max={max} pattern={s.pattern} prefix={prefix} thick={index === 0} />
                    <span className="min-w-[3.5rem] text-right text-xs text-slate-700 tabular-nums">
                      {format(value)}
                    </span>
                  </div>
                );
              })}
            </div>
          </div>
        ))}
      </div>
      <div className="mt-4 overflow-x-auto">
        <table id={tableId} className="w-full min-w-[16rem] text-left text-sm">
          <caption className="sr-only">{title}: data table</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-1.5 pr-3 font-medium">
                {categoryLabel}
              </th>
              {series.map((s) => (
                <th key={s.name} scope="col" className="py-1.5 pr-3 text-right font-medium">
                  {s.name}
                </th>
              ))}
              {extraColumn ? (
                <th scope="col" className="py-1.5 text-right font-medium">
                  {extraColumn.header}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, row) => (
              <tr key={category} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-1.5 pr-3 font-medium text-slate-800">
                  {category}
                </th>
                {series.map((s) => (
                  <td key={s.name} className="py-1.5 pr-3 text-right text-slate-800 tabular-nums">
                    {format(s.values[row] ?? 0)}
                  </td>
                ))}
                {extraColumn ? (
                  <td className="py-1.5 text-right text-slate-800 tabular-nums">
                    {extraColumn.values[row] ?? ''}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
