import { Box, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { unitLabelKey } from '@sirkula/domain/contracts/rules';
import { b3CodeName, describeB3Code } from '@sirkula/domain/manifests/b3-codes';
import { formatDate, formatQuantity } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import type { LabelFacts } from '@sirkula/domain/waste/answers';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { b3CodeQuery } from '../manifests/public.ts';

/** The public page a label's QR code opens: status and timeline only, no login. */
export function trackUrl(registrationNumber: string): string {
  return `${window.location.origin}/public/track/${encodeURIComponent(registrationNumber)}`;
}

/** The QR code of `text` as an SVG data address: sharp at any print size. */
function useQrCode(text: string): string | null {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 })
      .then((svg) => {
        if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (current) setSource(null);
      });
    return () => {
      current = false;
    };
  }, [text]);
  return source;
}

export const LABEL_SIZES = {
  /** The label printer's roll: 100 × 150 mm. */
  single: { width: 100, height: 150, qr: 56 },
  /** Four to an A4 sheet (2 × 2), with room for the printer's margins. */
  sheet: { width: 95, height: 134, qr: 48 },
} as const;

/**
 * One printable label: the registration number, company, waste, quantity and dates, and the QR code
 * of the public tracking page. Sized in millimetres so it prints at its real size.
 */
export function WasteLabel({ record, size }: { record: LabelFacts; size: keyof typeof LABEL_SIZES }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const dimensions = LABEL_SIZES[size];
  const url = trackUrl(record.registrationNumber);
  const qr = useQrCode(url);
  const code = record.wasteCode ? describeB3Code(record.wasteCode) : null;
  // Labels on one sheet share their codes' lookups (the query cache keeps one per code).
  const listed = useQuery({ ...b3CodeQuery(code?.code ?? ''), enabled: code !== null }).data?.entry;
  const waste = [
    t(`waste.types.${record.type}`),
    record.subType ? t(`waste.subTypes.${record.subType}`) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  const rows: Array<[string, string]> = [
    [t('waste.fields.company'), record.companyName],
    [t('waste.fields.type'), waste],
    ...(record.wasteCode
      ? [
          [
            t('waste.fields.wasteCode'),
            listed ? `${record.wasteCode} · ${b3CodeName(listed.name, language)}` : record.wasteCode,
          ] satisfies [string, string],
        ]
      : []),
    [t('waste.fields.quantity'), formatQuantity(record.quantity, t(unitLabelKey(record.unit)), language)],
    [t('waste.label.date'), formatDate(record.transactionDate, language)],
    ...(record.requestedPickupDate
      ? [
          [t('waste.label.pickup'), formatDate(record.requestedPickupDate, language)] satisfies [
            string,
            string,
          ],
        ]
      : []),
    [t('waste.label.transaction'), record.transactionNumber],
  ];

  return (
    <Box
      component="article"
      className="waste-label"
      aria-label={t('waste.label.title', { number: record.registrationNumber })}
      style={{
        width: `${dimensions.width}mm`,
        height: `${dimensions.height}mm`,
        boxSizing: 'border-box',
        padding: '5mm',
        border: '0.4mm solid #000',
        borderRadius: '2mm',
        background: '#fff',
        color: '#000',
        display: 'flex',
        flexDirection: 'column',
        gap: '2.5mm',
        overflow: 'hidden',
        breakInside: 'avoid',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap">
          <Image src="/logo.svg" alt="" w="7mm" h="7mm" />
          <Text fw={800} style={{ fontSize: '13pt', color: '#000' }}>
            Sirkula
          </Text>
        </Group>
        <Text
          fw={800}
          style={{
            fontSize: '10.5pt',
            lineHeight: 1.2,
            color: record.type === 'b3' ? '#fff' : '#000',
            background: record.type === 'b3' ? '#000' : 'transparent',
            border: '0.4mm solid #000',
            padding: '0.5mm 2mm',
            textAlign: 'center',
            minWidth: 0,
          }}
        >
          {t(`waste.types.${record.type}`)}
        </Text>
      </Group>

      <Stack gap={0} align="center">
        <Text style={{ fontSize: '8pt', color: '#000' }}>{t('waste.label.registration')}</Text>
        <Text
          fw={800}
          style={{
            fontSize: '20pt',
            letterSpacing: '0.5pt',
            fontFamily: 'ui-monospace, monospace',
            color: '#000',
          }}
        >
          {record.registrationNumber}
        </Text>
      </Stack>

      <Stack gap={2} align="center">
        <Box style={{ width: `${dimensions.qr}mm`, height: `${dimensions.qr}mm` }}>
          {qr ? (
            <img
              src={qr}
              alt={t('waste.label.qrAlt', { url })}
              style={{ width: '100%', height: '100%', display: 'block' }}
            />
          ) : (
            <Loader size="sm" color="gray" aria-label={t('common.loading')} />
          )}
        </Box>
        <Text style={{ fontSize: '7pt', color: '#000' }} ta="center">
          {t('waste.label.scan')}
        </Text>
      </Stack>

      <Box
        component="dl"
        m={0}
        style={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: '2.5mm',
          rowGap: '0.8mm',
          fontSize: '8.5pt',
          borderTop: '0.3mm solid #000',
          paddingTop: '2mm',
        }}
      >
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 700 }}>{label}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </Box>
    </Box>
  );
}
