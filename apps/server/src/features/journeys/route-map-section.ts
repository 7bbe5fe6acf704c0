import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Content } from 'pdfmake/interfaces';
import { imageDataUrl } from '../../lib/pdf.ts';
import { MARK_COLOURS } from '../../lib/static-map.ts';
import type { DrawnRouteMap } from './route-map.ts';

/** The route for a PDF: the map across the page, then its legend in columns. */
export function routeMapSection(routeMap: DrawnRouteMap, language: Language, width = 515): Content {
  const t = (key: string) => translate(language, `journeys.routeMap.${key}`);
  if (!routeMap.png) return { text: t('noPlaces'), italics: true };
  const legend: Content[] = routeMap.legend.map((entry) => ({
    text: [
      { text: ` ${entry.label} `, color: '#ffffff', background: MARK_COLOURS[entry.kind], bold: true },
      ' ',
      { text: `${t(entry.kind)}: `, color: '#666666' },
      entry.name,
    ],
    margin: [0, 0, 0, 2],
  }));
  const half = Math.ceil(legend.length / 2);
  return [
    { image: imageDataUrl(routeMap.png, 'png'), width },
    {
      columns: [{ stack: legend.slice(0, half) }, { stack: legend.slice(half) }],
      columnGap: 16,
      margin: [0, 6, 0, 0],
    },
    ...(routeMap.straightLines ? [{ text: t('straightLines'), italics: true, color: '#666666' }] : []),
  ];
}
