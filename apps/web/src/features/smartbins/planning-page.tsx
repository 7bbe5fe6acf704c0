import { Alert, Anchor, Button, Group, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@sirkula/domain/shared/lists';
import { sayMessage } from '@sirkula/domain/shared/messages';
import type { Bin } from '@sirkula/domain/smartbins/answers';
import { earliestPickupDate } from '@sirkula/domain/waste/rules';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { pickParam, useListParams } from '../../components/list/use-list-params.ts';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { errorMessage, fieldErrors, focusFirstInvalid } from '../../lib/forms.ts';
import { runtimeKey } from '../../lib/i18n.ts';
import { binsQuery, useCollectBins } from './api.ts';
import { type BinPortal, binsPath } from './paths.ts';
import { PlanningFields } from './planning-fields.tsx';
import { PlanningCards, type PlanningRowsProps, PlanningTable } from './planning-rows.tsx';
import {
  type ChosenBin,
  checkCollection,
  chooseBin,
  DUE_CHOICES,
  initialPlan,
  type PlanValues,
  type SplitErrors,
  splitErrors,
  toCollection,
} from './planning-values.ts';

/** The plan's fields a refusal can stand beside; the journey's come back as `journey.transporterId`. */
const PLAN_INPUTS: Record<string, keyof PlanValues> = {
  requestedPickupDate: 'requestedPickupDate',
  timeWindow: 'timeWindow',
  acknowledged: 'acknowledged',
  'journey.transporterId': 'transporterId',
  'journey.receiverId': 'receiverId',
};

interface Done {
  message: string;
  records: Array<{ id: string; transactionNumber: string; label: string }>;
  journeyId: string | null;
}

function planningQuery(params: URLSearchParams) {
  const pageSize = pickParam(params.get('pageSize'), PAGE_SIZES.map(String)) ?? String(DEFAULT_PAGE_SIZE);
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: Number(pageSize),
    dueWithinDays: Number(pickParam(params.get('days'), DUE_CHOICES) ?? '1'),
    sort: 'forecastFullAt' as const,
    order: 'asc' as const,
  };
}

/** What the collection made: its message, a link to each pickup request and to the journey if planned. */
function CollectionDone({ done, portal }: { done: Done; portal: BinPortal }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" variant="light" role="status">
      <Stack gap="xs">
        <Text size="sm" fw={700} c="green.9">
          {done.message}
        </Text>
        <Text size="sm" c="green.9">
          {t('smartbins.planning.records')}
        </Text>
        <List size="sm" spacing={2}>
          {done.records.map((record) => (
            <List.Item key={record.id}>
              <Anchor component={Link} to={`/${portal}/waste/${record.id}`} size="sm" c="green.9" fw={700}>
                {record.transactionNumber}
              </Anchor>{' '}
              – {record.label}
            </List.Item>
          ))}
        </List>
        {done.journeyId && (
          <Anchor component={Link} to={`/internal/journey/${done.journeyId}`} size="sm" c="green.9" fw={700}>
            {t('smartbins.planning.openJourney')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * `/internal/smartbins/planning` and `/customer/waste/bins/planning`: the bins full now or soon, ticked
 * and turned into pickup requests in one step — for staff, confirmed and planned as one journey too.
 */
export function PlanningPage({ portal }: { portal: BinPortal }) {
  const staff = portal === 'internal';
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('smartbins.planning.title'));
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const { params, ...listParams } = useListParams([]);
  const query = planningQuery(params);
  const bins = useQuery(binsQuery(query));
  const collect = useCollectBins();
  const earliest = earliestPickupDate(new Date());
  const form = useForm<PlanValues>({ initialValues: { ...initialPlan, requestedPickupDate: earliest } });
  const [chosen, setChosen] = useState<ReadonlyMap<string, ChosenBin>>(new Map());
  const [rowErrors, setRowErrors] = useState<SplitErrors<string>['rows']>({});
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const rows = [...chosen.values()];

  const choose = (next: Map<string, ChosenBin>) => {
    setChosen(next);
    setChoiceError(undefined);
  };
  const onToggle = (bin: Bin, checked: boolean) => onToggleAll([bin], checked);
  const onToggleAll = (list: readonly Bin[], checked: boolean) => {
    const next = new Map(chosen);
    for (const bin of list) {
      const row = chooseBin(bin);
      if (checked && row && !next.has(bin.id)) next.set(bin.id, row);
      if (!checked) next.delete(bin.id);
    }
    choose(next);
  };
  const onChange = (binId: string, patch: Partial<ChosenBin>) => {
    const row = chosen.get(binId);
    if (!row) return;
    setChosen(new Map(chosen).set(binId, { ...row, ...patch }));
    // A changed row is checked again on the next submit.
    setRowErrors(Object.fromEntries(Object.entries(rowErrors).filter(([id]) => id !== binId)));
  };

  /** Each refusal beside its input, and in the banner with the bin's name, as a bin may be on another page. */
  const showErrors = (heading: string, errors: SplitErrors<string>) => {
    setRowErrors(errors.rows);
    const planErrors: Record<string, string> = {};
    const loose: string[] = [];
    for (const [field, message] of Object.entries(errors.plan)) {
      const input = PLAN_INPUTS[field];
      if (input) planErrors[input] = message;
      else if (field === 'pickups') setChoiceError(message);
      else loose.push(message);
    }
    form.setErrors(planErrors);
    const lines = rows.flatMap((row) =>
      Object.values(errors.rows[row.binId] ?? {}).map((message) =>
        t('smartbins.planning.rowProblem', { label: row.label, message }),
      ),
    );
    setBanner({ type: 'error', message: [heading, ...loose, ...lines].join('\n') });
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBanner(null);
    setDone(null);
    const values = form.getValues();
    const language = toLanguage(i18n.resolvedLanguage);
    const problems = checkCollection(rows, values, new Date());
    if (Object.keys(problems).length > 0) {
      const said = Object.fromEntries(
        Object.entries(problems).map(([field, message]) => [
          field,
          sayMessage(message, language, (key, values) => t(runtimeKey(key), values)),
        ]),
      );
      showErrors(t('smartbins.planning.invalid'), splitErrors(said, rows));
      return;
    }
    try {
      const answer = await collect.mutateAsync(toCollection(rows, values));
      setDone({
        message: answer.message,
        journeyId: answer.journeyId,
        records: answer.records.map((record) => ({
          ...record,
          label: chosen.get(record.binId)?.label ?? '',
        })),
      });
      choose(new Map());
      setRowErrors({});
      form.setErrors({});
      form.setFieldValue('acknowledged', false);
      requestAnimationFrame(() => resultRef.current?.scrollIntoView({ block: 'center' }));
    } catch (failure) {
      showErrors(
        errorMessage(failure, t, 'smartbins.planning.failed'),
        splitErrors(fieldErrors(failure), rows),
      );
    }
  };

  const rowsProps = (items: Bin[]): PlanningRowsProps => ({
    portal,
    items,
    chosen,
    errors: rowErrors,
    onToggle,
    onToggleAll,
    onChange,
  });
  const days = String(query.dueWithinDays);
  const withJourney = staff && form.values.withJourney;
  const submitLabel =
    rows.length === 0
      ? t('smartbins.planning.submitNone')
      : t(withJourney ? 'smartbins.planning.submitJourney' : 'smartbins.planning.submit', {
          count: rows.length,
        });

  // One form around the list too, so the first refused input, a bin's or the plan's, is brought into view.
  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <Stack gap="md">
        <BackLink to={binsPath(portal)} label={t('smartbins.detail.back')} />
        <ListPage
          title={t('smartbins.planning.title')}
          intro={t(staff ? 'smartbins.planning.intro' : 'smartbins.planning.introCustomer')}
          filtersLabel={t('smartbins.planning.dueWithin')}
          filters={
            <Stack gap={6}>
              <Text size="sm" fw={500} id="due-within">
                {t('smartbins.planning.dueWithin')}
              </Text>
              <SegmentedControl
                aria-labelledby="due-within"
                color="green"
                size={phone ? 'xs' : 'sm'}
                fullWidth={phone}
                w={phone ? undefined : 'fit-content'}
                value={days}
                onChange={(value) => listParams.update({ days: value })}
                data={DUE_CHOICES.map((value) => ({
                  value,
                  label:
                    value === '0'
                      ? t('smartbins.planning.today')
                      : t('smartbins.planning.days', { count: Number(value) }),
                }))}
              />
            </Stack>
          }
          params={{ ...listParams, filtered: false }}
          list={bins}
          loadFailed="smartbins.planning.loadFailed"
          empty={{ title: t('smartbins.planning.empty'), description: t('smartbins.planning.emptyHint') }}
          cards={(items) => <PlanningCards {...rowsProps(items)} />}
          table={(items) => <PlanningTable {...rowsProps(items)} />}
          paginationLabel={t('smartbins.planning.bins')}
        />
        <PlanningFields
          form={form}
          staff={staff}
          chosen={rows}
          choiceError={choiceError}
          earliest={earliest}
          onClear={() => choose(new Map())}
        />
        <div ref={resultRef}>
          {banner && <NotificationBanner {...banner} />}
          {done && <CollectionDone done={done} portal={portal} />}
        </div>
        <Group justify="flex-end">
          <Button type="submit" color="green" loading={collect.isPending} fullWidth={phone}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
