import { useId } from 'react';
import type { CosmeticKind } from '@/content/types';
import { cn } from '@/hud/lib/cn';

interface LookSwatchProps {
  kind: CosmeticKind;
  color: string;
  accent: string;
  className?: string;
}

const STARS = [
  [18, 14],
  [40, 28],
  [62, 10],
  [104, 18],
  [128, 32],
  [146, 12],
  [84, 36],
] as const;

/** A look's colours as its kind shows them: a cloak, a title in its frame, a portrait ring, a rift sky. */
export function LookSwatch({ kind, color, accent, className }: LookSwatchProps) {
  const id = useId().replace(/:/g, '');
  return (
    <svg
      aria-hidden
      viewBox="0 0 160 80"
      preserveAspectRatio="xMidYMid slice"
      className={cn('h-20 w-full rounded-lg', className)}
      data-swatch={kind}
      data-color={color}
    >
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={color} />
          <stop offset="70%" stopColor={accent} stopOpacity="0.35" />
          <stop offset="100%" stopColor="#0b0a12" />
        </linearGradient>
      </defs>
      <rect width="160" height="80" fill="#15131f" />
      {kind === 'cloak' && (
        <g>
          <path d="M80 8 C70 13 62 24 61 38 L50 74 L110 74 L99 38 C98 24 90 13 80 8 Z" fill={color} />
          <path d="M80 8 C70 13 62 24 61 38 L50 74" fill="none" stroke={accent} strokeWidth="2" />
          <path d="M80 8 C90 13 98 24 99 38 L110 74" fill="none" stroke={accent} strokeWidth="2" opacity="0.6" />
          <ellipse cx="80" cy="33" rx="9" ry="11" fill="#07060b" />
          <circle cx="76.5" cy="32" r="1.3" fill="#e9fffa" />
          <circle cx="83.5" cy="32" r="1.3" fill="#e9fffa" />
        </g>
      )}
      {kind === 'title_frame' && (
        <g>
          <rect x="22" y="20" width="116" height="40" rx="6" fill="#0b0a12" stroke={color} strokeWidth="4" />
          <rect x="28" y="26" width="104" height="28" rx="3" fill="none" stroke={accent} strokeWidth="1" />
          <text
            x="80"
            y="45"
            textAnchor="middle"
            fill="#ece3cf"
            fontSize="13"
            fontFamily="Cinzel, Georgia, serif"
            letterSpacing="1"
          >
            Hunter
          </text>
        </g>
      )}
      {kind === 'portrait_border' && (
        <g>
          <circle cx="80" cy="40" r="30" fill="#0b0a12" stroke={color} strokeWidth="6" />
          <circle cx="80" cy="40" r="24.5" fill="none" stroke={accent} strokeWidth="1.2" />
          <path d="M80 22 C73 26 69 33 69 41 L66 58 L94 58 L91 41 C91 33 87 26 80 22 Z" fill="#4a4458" />
          <ellipse cx="80" cy="38" rx="5" ry="6" fill="#07060b" />
        </g>
      )}
      {kind === 'rift_backdrop' && (
        <g>
          <rect width="160" height="80" fill={`url(#${id}-sky)`} />
          {STARS.map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="1.1" fill="#ffffff" opacity="0.8" />
          ))}
          <path d="M80 14 L86 34 L78 44 L88 66 L74 44 L82 34 Z" fill={accent} opacity="0.85" />
          <path d="M0 70 L30 60 L58 68 L92 58 L124 66 L160 56 L160 80 L0 80 Z" fill="#0b0a12" />
        </g>
      )}
    </svg>
  );
}
