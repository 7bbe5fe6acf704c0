import type { BinMapPoint } from '@sirkula/domain/smartbins/answers';
import { BIN_MAP_STATES, type BinMapState } from '@sirkula/domain/smartbins/inputs';
import type { SensorState } from '@sirkula/domain/smartbins/rules';
import type { TFunction } from 'i18next';
import { STATE_COLOURS } from './state-badges.tsx';

/** The badges' colours (STATE_COLOURS), with normal green and no sensor light grey as their badges are. */
const COLOURS: Record<BinMapState, string> = { ...STATE_COLOURS, normal: 'green', noSensor: 'gray' };

/** Shades dark enough to stand out on the map's light ground; yellow and light grey carry dark text. */
const SHADES: Record<BinMapState, number> = {
  fire: 8,
  fall: 7,
  full: 5,
  offline: 6,
  lowBattery: 6,
  normal: 7,
  noSensor: 4,
};
const DARK_INK: readonly BinMapState[] = ['full', 'noSensor'];

export interface BinTone {
  fill: string;
  ink: string;
  /** 0 the most urgent: drawn on top, and the colour of a cluster holding it. */
  rank: number;
}

/** Each state's marker colour, worst first (BIN_MAP_STATES' order). */
export const BIN_TONES = Object.fromEntries(
  BIN_MAP_STATES.map((state, rank) => [
    state,
    {
      fill: `var(--mantine-color-${COLOURS[state]}-${SHADES[state]})`,
      ink: DARK_INK.includes(state) ? 'var(--mantine-color-dark-8)' : '#fff',
      rank,
    },
  ]),
) as Record<BinMapState, BinTone>;

/** A map state in words: a sensor state's, "Normal", or "No sensor". */
export function mapStateLabel(t: TFunction, state: BinMapState): string {
  return state === 'noSensor' ? t('smartbins.list.noSensor') : t(`smartbins.states.${state}`);
}

/** The states a map point's badges show before the bin's own are read: its worst, or none. */
export function worstStates(bin: BinMapPoint): SensorState[] {
  return bin.state === 'normal' || bin.state === 'noSensor' ? [] : [bin.state];
}
