import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ManifestAnswer, ManifestWasteAnswer } from '@sirkula/domain/manifests/answers';
import {
  b3CodeName,
  HAZARD_CHARACTERISTICS,
  type HazardCharacteristic,
} from '@sirkula/domain/manifests/b3-codes';
import {
  type ManifestStatus,
  manifestGapMessage,
  manifestMove,
  manifestStatusChoices,
} from '@sirkula/domain/manifests/rules';
import { formatDateTime, formatQuantity } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { sayMessage } from '@sirkula/domain/shared/messages';
import { PHYSICAL_FORMS, type PhysicalForm } from '@sirkula/domain/waste/rules';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { downloadFile } from '../../lib/download.ts';
import { errorMessage, fieldErrors } from '../../lib/forms.ts';
import { runtimeKey } from '../../lib/i18n.ts';
import { manifestExportPath, useManifestDetails, useOverridePickup, useUpdateManifest } from './api.ts';

const STATUS_COLOURS: Record<ManifestStatus, string> = {
  planned: 'gray',
  approvedBySender: 'blue',
  approvedByReceiver: 'indigo',
  carried: 'orange',
  reported: 'green',
};

/** Dark text (4.5:1 on the light colours), and the whole label even in a narrow table column. */
const WHOLE_BADGE = {
  root: { maxWidth: 'none', overflow: 'visible' },
  label: { color: 'var(--mantine-color-dark-7)', overflow: 'visible', textOverflow: 'clip' },
} as const;

export function ManifestStatusBadge({ status }: { status: ManifestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" styles={WHOLE_BADGE}>
      {t(`manifests.statuses.${status}`)}
    </Badge>
  );
}

/** A waste's hazard characteristics in the reader's language ("Flammable, Toxic"), or a dash. */
export function useCharacteristicsText() {
  const { t } = useTranslation();
  return (keys: readonly HazardCharacteristic[]) =>
    keys.map((key) => t(`manifests.characteristics.${key}`)).join(', ') || '—';
}

/**
 * Whether the waste may leave: the Festronik number, or staff's reason for letting it go without one,
 * or that the pickup waits for the number. The handover screen shows the same.
 */
export function ManifestPickupState({ manifest }: { manifest: ManifestAnswer }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  if (manifest.festronikNumber) return null;
  if (manifest.pickupOverride) {
    return (
      <Alert color="blue" variant="light" styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}>
        {t('manifests.card.overridden', {
          name: manifest.pickupOverride.byName ?? '—',
          time: formatDateTime(manifest.pickupOverride.at, language),
          reason: manifest.pickupOverride.reason,
        })}
      </Alert>
    );
  }
  return (
    <Text size="sm" fw={600}>
      {t('manifests.card.pickupWaits')}
    </Text>
  );
}

/** The numbers Festronik asks of the transporter, its vehicle and the receiver, or that one is missing. */
function PermitFacts({ manifest }: { manifest: ManifestAnswer }) {
  const { t } = useTranslation();
  const facts: Array<[string, string | null]> = [
    [t('manifests.card.transportRecommendation'), manifest.transporter.transportRecommendationNumber],
    [t('manifests.card.vehiclePermit'), manifest.transporter.vehiclePermitNumber],
    [t('manifests.card.b3Licence'), manifest.receiver.b3LicenceNumber],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" verticalSpacing={4}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text size="sm" c={value ? undefined : 'red.8'} style={{ overflowWrap: 'anywhere' }}>
            {value ?? t('manifests.card.missing')}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** One sender's manifest: status and number, what Festronik still lacks, its wastes and its files. */
export function ManifestView({
  manifest,
  audience,
}: {
  manifest: ManifestAnswer;
  /** A customer is told that the provider completes what is missing; staff and partners see the list. */
  audience: 'customer' | 'carrier';
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const headingId = useId();
  const [banner, setBanner] = useState<Banner | null>(null);
  const say = (gap: ManifestAnswer['gaps'][number]) =>
    sayMessage(manifestGapMessage(gap), language, (key, values) => t(runtimeKey(key), values));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={3} size="h5" id={headingId}>
              {manifest.sender.name}
            </Title>
            <Text size="sm">
              {t('manifests.card.festronikNumber')}:{' '}
              <Text span fw={600}>
                {manifest.festronikNumber ?? t('manifests.card.noNumber')}
              </Text>
            </Text>
            {manifest.updatedAt && manifest.updatedByName && (
              <Text size="xs" c="dimmed">
                {t('manifests.card.updatedBy', {
                  name: manifest.updatedByName,
                  time: formatDateTime(manifest.updatedAt, language),
                })}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            <ManifestStatusBadge status={manifest.status} />
            <CompletenessBadge missing={manifest.gaps.length} />
          </Group>
        </Group>
        {banner && <NotificationBanner {...banner} />}
        <ManifestPickupState manifest={manifest} />
        {manifest.can.overridePickup && !manifest.pickupOverride && (
          <OverrideForm manifest={manifest} onDone={setBanner} />
        )}
        <PermitFacts manifest={manifest} />
        {manifest.gaps.length > 0 ? (
          <Alert
            color="yellow"
            variant="light"
            // Mantine's yellow title falls short of 4.5:1 on its light background.
            styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
            title={t(audience === 'customer' ? 'manifests.gaps.customer' : 'manifests.gaps.title')}
          >
            <List size="sm" spacing={2}>
              {manifest.gaps.map((gap) => (
                <List.Item key={`${gap.part}-${gap.field}-${gap.registrationNumber ?? ''}`}>
                  {say(gap)}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <ManifestDownloads manifest={manifest} />
        )}
        <WasteTable manifest={manifest} onDone={setBanner} />
        {manifest.can.update && <ManifestRecordForm manifest={manifest} onDone={setBanner} />}
      </Stack>
    </Paper>
  );
}

/** "Complete" or "Incomplete: 3 missing", as the list and the card say it. */
export function CompletenessBadge({ missing }: { missing: number }) {
  const { t } = useTranslation();
  return (
    <Badge color={missing === 0 ? 'green' : 'yellow'} variant="light" styles={WHOLE_BADGE}>
      {missing === 0 ? t('manifests.list.complete') : t('manifests.list.incomplete', { count: missing })}
    </Badge>
  );
}

/** Staff let the waste go before Festronik gives a number, and say why (kept on the manifest, audited). */
function OverrideForm({ manifest, onDone }: { manifest: ManifestAnswer; onDone: (banner: Banner) => void }) {
  const { t } = useTranslation();
  const override = useOverridePickup(manifest.journey.id, manifest.sender.id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  if (!open) {
    return (
      <Group>
        <Button variant="default" size="xs" onClick={() => setOpen(true)}>
          {t('manifests.card.override')}
        </Button>
      </Group>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const answer = await override.mutateAsync({ reason });
      onDone({ type: 'success', message: answer.message });
    } catch (error) {
      setFailure({ message: errorMessage(error, t), fields: fieldErrors(error) });
    }
  };
  return (
    <Paper
      withBorder
      p="sm"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t('manifests.card.overrideTitle')}
    >
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('manifests.card.overrideTitle')}
        </Text>
        <Text size="sm">{t('manifests.card.overrideIntro')}</Text>
        {failure && <NotificationBanner type="error" message={failure.message} />}
        <Textarea
          label={t('manifests.card.overrideReason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          required
          error={failure?.fields.reason}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)} disabled={override.isPending}>
            {t('manifests.card.cancel')}
          </Button>
          <Button type="submit" color="orange" loading={override.isPending}>
            {t('manifests.card.overrideSave')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ManifestDownloads({ manifest }: { manifest: ManifestAnswer }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (kind: 'pdf' | 'csv' | 'json') => {
    setBusy(kind);
    setError(null);
    try {
      await downloadFile(
        manifestExportPath(manifest.journey.id, manifest.sender.id, kind),
        `manifest.${kind}`,
      );
    } catch (failure) {
      setError(errorMessage(failure, t, 'manifests.card.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Button variant="default" loading={busy === 'pdf'} onClick={() => download('pdf')}>
          {t('manifests.card.downloadPdf')}
        </Button>
        <Button variant="default" loading={busy === 'csv'} onClick={() => download('csv')}>
          {t('manifests.card.downloadCsv')}
        </Button>
        <Button variant="default" loading={busy === 'json'} onClick={() => download('json')}>
          {t('manifests.card.downloadJson')}
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red.8" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {error}
        </Text>
      )}
    </Stack>
  );
}

function WasteTable({ manifest, onDone }: { manifest: ManifestAnswer; onDone: (banner: Banner) => void }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const [editing, setEditing] = useState<string | null>(null);
  const characteristics = useCharacteristicsText();
  const quantity = (waste: ManifestWasteAnswer) =>
    formatQuantity(waste.plannedQuantity, t(`units.${waste.unit}`), language);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('manifests.card.wastes')}
      </Text>
      <Table.ScrollContainer minWidth={680}>
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('waste.fields.registrationNumber')}</Table.Th>
              <Table.Th>{t('waste.fields.wasteCode')}</Table.Th>
              <Table.Th>{t('manifests.card.characteristics')}</Table.Th>
              <Table.Th>{t('waste.fields.physicalForm')}</Table.Th>
              <Table.Th>{t('waste.fields.packaging')}</Table.Th>
              <Table.Th>{t('waste.fields.quantity')}</Table.Th>
              {manifest.can.changeDetails && (
                <Table.Th>
                  <VisuallyHidden>{t('manifests.card.edit')}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {manifest.wastes.map((waste) => (
              <Table.Tr key={waste.wasteRecordId}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{waste.registrationNumber}</Table.Td>
                <Table.Td>
                  {waste.code ?? '—'}
                  <Text size="xs" c="dimmed">
                    {waste.name ? b3CodeName(waste.name, language) : t('manifests.card.notListed')}
                    {waste.category !== null &&
                      ` · ${t('manifests.card.category', { category: waste.category })}`}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {characteristics(waste.characteristics)}
                  {waste.characteristicsFromCode && waste.characteristics.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('manifests.card.fromCode')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {waste.physicalForm ? t(`waste.physicalForms.${waste.physicalForm}`) : '—'}
                </Table.Td>
                <Table.Td>
                  {t('manifests.card.packages', {
                    count: waste.packageCount ?? '—',
                    packaging: t(`waste.packagings.${waste.packaging}`),
                  })}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{quantity(waste)}</Table.Td>
                {manifest.can.changeDetails && (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => setEditing(editing === waste.wasteRecordId ? null : waste.wasteRecordId)}
                      aria-label={t('manifests.card.editOf', { number: waste.registrationNumber })}
                    >
                      {t('manifests.card.edit')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {manifest.wastes
        .filter((waste) => waste.wasteRecordId === editing)
        .map((waste) => (
          <DetailsForm
            key={waste.wasteRecordId}
            waste={waste}
            onCancel={() => setEditing(null)}
            onDone={(banner) => {
              setEditing(null);
              onDone(banner);
            }}
          />
        ))}
    </Stack>
  );
}

function DetailsForm({
  waste,
  onCancel,
  onDone,
}: {
  waste: ManifestWasteAnswer;
  onCancel: () => void;
  onDone: (banner: Banner) => void;
}) {
  const { t } = useTranslation();
  const save = useManifestDetails(waste.wasteRecordId);
  const [form, setForm] = useState<PhysicalForm | null>(waste.physicalForm);
  const [count, setCount] = useState<number | string>(waste.packageCount ?? '');
  const [characteristics, setCharacteristics] = useState<string[]>(
    waste.characteristicsFromCode ? [] : waste.characteristics,
  );
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const answer = await save.mutateAsync({
        physicalForm: form as PhysicalForm,
        packageCount: typeof count === 'number' ? count : Number.NaN,
        characteristics: HAZARD_CHARACTERISTICS.filter((key) => characteristics.includes(key)),
      });
      onDone({ type: 'success', message: answer.message });
    } catch (error) {
      setFailure({ message: errorMessage(error, t), fields: fieldErrors(error) });
    }
  };
  return (
    <Paper
      withBorder
      p="sm"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t('manifests.card.editOf', { number: waste.registrationNumber })}
    >
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {t('manifests.card.editOf', { number: waste.registrationNumber })}
        </Text>
        {failure && <NotificationBanner type="error" message={failure.message} />}
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t('waste.fields.physicalForm')}
            data={PHYSICAL_FORMS.map((value) => ({ value, label: t(`waste.physicalForms.${value}`) }))}
            value={form}
            onChange={(value) => setForm(value as PhysicalForm | null)}
            required
            error={failure?.fields.physicalForm}
          />
          <NumberInput
            label={t('waste.fields.packageCount')}
            value={count}
            onChange={setCount}
            min={1}
            max={10_000}
            allowDecimal={false}
            required
            error={failure?.fields.packageCount}
          />
        </Group>
        <Checkbox.Group
          label={t('manifests.card.characteristics')}
          description={t('manifests.card.characteristicsHint')}
          value={characteristics}
          onChange={setCharacteristics}
          error={failure?.fields.characteristics}
        >
          <Group gap="md" mt={6}>
            {HAZARD_CHARACTERISTICS.map((key) => (
              <Checkbox key={key} value={key} label={t(`manifests.characteristics.${key}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('manifests.card.cancel')}
          </Button>
          <Button type="submit" color="green" loading={save.isPending}>
            {t('manifests.card.saveDetails')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Staff record what Festronik shows: its number and status; a step back asks first. */
function ManifestRecordForm({
  manifest,
  onDone,
}: {
  manifest: ManifestAnswer;
  onDone: (banner: Banner) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateManifest(manifest.journey.id, manifest.sender.id);
  const [number, setNumber] = useState(manifest.festronikNumber ?? '');
  const [status, setStatus] = useState<ManifestStatus>(manifest.status);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);

  const save = async () => {
    setConfirming(false);
    setFailure(null);
    try {
      const answer = await update.mutateAsync({ festronikNumber: number, status });
      onDone({ type: 'success', message: answer.message });
    } catch (error) {
      setFailure({ message: errorMessage(error, t), fields: fieldErrors(error) });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (manifestMove(manifest.status, status) === 'back') setConfirming(true);
    else void save();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && <NotificationBanner type="error" message={failure.message} />}
        <Group align="flex-start" wrap="wrap" grow>
          <TextInput
            label={t('manifests.card.festronikNumber')}
            description={t('manifests.card.numberHint')}
            value={number}
            onChange={(event) => setNumber(event.currentTarget.value)}
            maxLength={60}
            error={failure?.fields.festronikNumber}
          />
          <Select
            label={t('manifests.card.status')}
            data={manifestStatusChoices(manifest.status).map((value) => ({
              value,
              label: t(`manifests.statuses.${value}`),
            }))}
            value={status}
            onChange={(value) => value && setStatus(value as ManifestStatus)}
            allowDeselect={false}
            error={failure?.fields.status}
          />
        </Group>
        {confirming ? (
          <Alert color="orange" variant="light">
            <Stack gap="xs">
              <Text size="sm">{t('manifests.card.back', { status: t(`manifests.statuses.${status}`) })}</Text>
              <Group gap="xs">
                <Button color="orange" size="xs" onClick={() => void save()} loading={update.isPending}>
                  {t('manifests.card.confirmBack')}
                </Button>
                <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
                  {t('manifests.card.keep')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group>
            <Button type="submit" color="green" loading={update.isPending}>
              {t('manifests.card.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
