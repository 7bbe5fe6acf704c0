import { formatNumber } from '@sirkula/domain/shared/format';
import type { Language } from '@sirkula/domain/shared/languages';
import type { BarChart } from './book.ts';

const WIDTH = 515;
const HEIGHT = 170;
const AXIS = { left: 8, right: 8, top: 22, bottom: 22 };

const escaped = (text: string) => text.replace(/[<>&"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A bar chart as SVG (the server turns it into PNG for the PDF): a bar per label, its value above it
 * when there is room, labels under it, thinned to every few when there are many (a month's days).
 */
export function barChartSvg(chart: BarChart, language: Language): string {
  const inner = { width: WIDTH - AXIS.left - AXIS.right, height: HEIGHT - AXIS.top - AXIS.bottom };
  const highest = Math.max(0, ...chart.bars.map((bar) => bar.value));
  const slot = inner.width / Math.max(1, chart.bars.length);
  const labelEvery = Math.ceil(chart.bars.length / 16);
  const bars = chart.bars
    .map((bar, index) => {
      const height = highest === 0 ? 0 : (bar.value / highest) * (inner.height - 12);
      const x = AXIS.left + index * slot + slot * 0.15;
      const y = AXIS.top + inner.height - height;
      const value =
        chart.bars.length <= 16
          ? `<text x="${x + slot * 0.35}" y="${y - 3}" font-size="9" text-anchor="middle" fill="#333">${escaped(formatNumber(bar.value, language))}</text>`
          : '';
      const label =
        index % labelEvery === 0
          ? `<text x="${x + slot * 0.35}" y="${HEIGHT - 8}" font-size="9" text-anchor="middle" fill="#555">${escaped(bar.label)}</text>`
          : '';
      return `<rect x="${x}" y="${y}" width="${slot * 0.7}" height="${height}" fill="#2f9e44"/>${value}${label}`;
    })
    .join('');
  const baseline = AXIS.top + inner.height;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="Roboto">
<rect width="100%" height="100%" fill="#fff"/>
<text x="${AXIS.left}" y="13" font-size="11" font-weight="bold" fill="#222">${escaped(chart.title)}</text>
<line x1="${AXIS.left}" y1="${baseline}" x2="${WIDTH - AXIS.right}" y2="${baseline}" stroke="#999" stroke-width="0.5"/>
${bars}</svg>`;
}
