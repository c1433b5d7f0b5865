import { useId, useMemo, type KeyboardEvent } from 'react';
import { formatCount } from '@portal/shared/rules/numbers';
import type { AtollOpenJobs } from '@portal/shared/schemas/jobs';
import classes from './place-filter.module.css';
import { useT } from '../../../i18n/i18n';

// The schematic map of the atolls (issue 28, point 3): an SVG drawn from each atoll's centre, no tiles
// and no map library, a few kB, loaded after the page is interactive (place-filter.tsx). North is up;
// the east-west spread is stretched so that the chain reads as a column with room for names.

const WIDTH = 360;
const HEIGHT = 600;
const PAD_Y = 18;
/** The dots' column: the atolls' longitudes spread over it, names to its left (west) or right (east). */
const DOTS = { left: 140, right: 220 };
/** Names closer than this (in the drawing's units) are moved apart: each is a tap target. */
const LABEL_GAP = 26;

export interface MapAtoll extends AtollOpenJobs {
  x: number;
  y: number;
  labelY: number;
  side: 'west' | 'east';
}

/** Where each atoll is drawn: its centre projected, its name beside it, names kept a tap apart. */
export function layOutAtolls(atolls: readonly AtollOpenJobs[]): MapAtoll[] {
  if (atolls.length === 0) return [];
  const lats = atolls.map((a) => a.centre.lat);
  const lngs = atolls.map((a) => a.centre.lng);
  const [north, south] = [Math.max(...lats), Math.min(...lats)];
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  const y = (lat: number) => PAD_Y + ((north - lat) / (north - south || 1)) * (HEIGHT - 2 * PAD_Y);
  const x = (lng: number) => DOTS.left + ((lng - west) / (east - west || 1)) * (DOTS.right - DOTS.left);
  const middle = (west + east) / 2;
  const placed = atolls
    .map((a) => {
      const at = y(a.centre.lat);
      const side: MapAtoll['side'] = a.centre.lng < middle ? 'west' : 'east';
      return { ...a, x: x(a.centre.lng), y: at, labelY: at, side };
    })
    .sort((a, b) => a.y - b.y);
  for (const side of ['west', 'east'] as const) {
    let last = -Infinity;
    for (const a of placed.filter((p) => p.side === side)) {
      a.labelY = Math.max(a.labelY, last + LABEL_GAP);
      last = a.labelY;
    }
  }
  return placed;
}

interface Props {
  atolls: readonly AtollOpenJobs[];
  /** The places chosen (readable names): an atoll among them is drawn highlighted. */
  chosen: ReadonlySet<string>;
  onToggle: (atollName: string) => void;
}

/**
 * Each atoll a button (Enter, Space or a tap adds it to the places or takes it out; `aria-pressed` says
 * which), named "Baa, 12 open jobs". The list beside it is the same choice for whoever prefers a list.
 */
export default function PlaceMap({ atolls, chosen, onToggle }: Props) {
  const t = useT();
  const jobsText = (n: number) => t(n === 1 ? '{n} open job' : '{n} open jobs', { n: formatCount(n) });
  const titleId = useId();
  const descId = useId();
  const laidOut = useMemo(() => layOutAtolls(atolls), [atolls]);
  const onKey = (event: KeyboardEvent, name: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onToggle(name);
  };
  return (
    <svg
      className={classes.map}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="group"
      aria-labelledby={titleId}
      aria-describedby={descId}
    >
      <title id={titleId}>{t('Map of the atolls')}</title>
      <desc id={descId}>
        {t('The atolls from north to south, each with its open jobs. Choose an atoll to show its jobs.')}
      </desc>
      {laidOut.map((a) => {
        const west = a.side === 'west';
        const labelX = west ? DOTS.left - 16 : DOTS.right + 16;
        const pressed = chosen.has(a.name);
        const boxWidth = WIDTH / 2 - 4;
        return (
          <g
            key={a.code}
            role="button"
            tabIndex={0}
            aria-pressed={pressed}
            aria-label={`${a.name}, ${jobsText(a.open_jobs)}`}
            className={classes.mapAtoll}
            data-chosen={pressed || undefined}
            data-none={a.open_jobs === 0 || undefined}
            onClick={() => onToggle(a.name)}
            onKeyDown={(e) => onKey(e, a.name)}
          >
            <rect
              className={classes.mapTarget}
              x={west ? 2 : WIDTH / 2 + 2}
              y={a.labelY - LABEL_GAP / 2 + 1}
              width={boxWidth}
              height={LABEL_GAP - 2}
              rx={6}
            />
            <line
              className={classes.mapLeader}
              x1={a.x}
              y1={a.y}
              x2={labelX + (west ? 4 : -4)}
              y2={a.labelY}
            />
            <circle
              className={classes.mapDot}
              cx={a.x}
              cy={a.y}
              r={4 + Math.min(6, Math.sqrt(a.open_jobs))}
            />
            <text
              className={classes.mapLabel}
              x={labelX}
              y={a.labelY}
              textAnchor={west ? 'end' : 'start'}
              dominantBaseline="middle"
            >
              {west ? (
                <>
                  <tspan className={classes.mapCount}>{formatCount(a.open_jobs)}</tspan> {a.name}
                </>
              ) : (
                <>
                  {a.name} <tspan className={classes.mapCount}>{formatCount(a.open_jobs)}</tspan>
                </>
              )}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
