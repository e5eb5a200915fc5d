import { utilizationLevel } from '@hrt/shared/domain/credit';
import { cn } from '@/lib/cn';

const toneStroke = {
  success: 'stroke-success',
  warning: 'stroke-warning',
  destructive: 'stroke-destructive',
} as const;
const toneText = {
  success: 'text-success',
  warning: 'text-warning',
  destructive: 'text-destructive',
} as const;

/** One decimal, as the server computes it: "42.5%". */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/**
 * The utilization ring: the share of the limit used, coloured and labelled by the 30/70
 * thresholds (Excellent, Moderate, High Risk). Above 100 % the ring is full and the figure says
 * how far over it is.
 */
export function UtilizationRing({
  percentage,
  size = 88,
}: {
  percentage: number | null;
  size?: number;
}) {
  if (percentage === null) {
    return (
      <div
        className="grid shrink-0 place-items-center rounded-full border-4 border-dashed border-muted px-3 text-center text-xs text-muted-foreground"
        style={{ width: size, height: size }}
      >
        No credit limit
      </div>
    );
  }
  const level = utilizationLevel(percentage);
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  const filled = Math.min(percentage, 100) / 100;
  return (
    <div
      role="img"
      aria-label={`Utilization ${formatPercent(percentage)}, ${level.label}`}
      className="relative grid shrink-0 place-items-center"
      style={{ width: size, height: size }}
    >
      <svg viewBox="0 0 100 100" className="absolute inset-0 -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="10" className="stroke-muted" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${filled * circumference} ${circumference}`}
          className={toneStroke[level.tone]}
        />
      </svg>
      <div className="relative grid text-center leading-tight">
        <span className="text-sm font-semibold tabular">{formatPercent(percentage)}</span>
        <span className={cn('text-[0.7rem] font-medium', toneText[level.tone])}>{level.label}</span>
      </div>
    </div>
  );
}
