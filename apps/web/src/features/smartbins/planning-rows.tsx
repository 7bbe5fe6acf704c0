import {
  Anchor,
  Badge,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { unitLabelKey } from '@sirkula/domain/contracts/rules';
import { numberSeparators } from '@sirkula/domain/shared/format';
import type { Bin } from '@sirkula/domain/smartbins/answers';
import { WASTE_SUB_TYPES } from '@sirkula/domain/waste/rules';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../lib/i18n.ts';
import { ForecastText } from './forecast-text.tsx';
import { type BinPortal, binsPath } from './paths.ts';
import { type ChosenBin, type RowField, subTypesOf } from './planning-values.ts';

export interface PlanningRowsProps {
  portal: BinPortal;
  items: Bin[];
  chosen: ReadonlyMap<string, ChosenBin>;
  /** The refusals of each chosen bin, by bin. */
  errors: Record<string, Partial<Record<RowField, string>>>;
  onToggle: (bin: Bin, checked: boolean) => void;
  onToggleAll: (bins: readonly Bin[], checked: boolean) => void;
  onChange: (binId: string, patch: Partial<ChosenBin>) => void;
}

const reasonId = (bin: Bin) => `no-contract-${bin.id}`;
const choosable = (items: readonly Bin[]) => items.filter((bin) => bin.contractId !== null);

const isSubType = (value: string | null) => WASTE_SUB_TYPES.find((subType) => subType === value);

function BinLink({ bin, portal }: { bin: Bin; portal: BinPortal }) {
  return (
    <Anchor component={Link} to={`${binsPath(portal)}/${bin.id}`} fw={700} c="green.9">
      {bin.label}
    </Anchor>
  );
}

function Fill({ bin }: { bin: Bin }) {
  const fill = bin.latest?.fillPercent;
  return (
    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {fill == null ? '–' : `${fill} %`}
    </Text>
  );
}

/** A bin's tick box; a bin without a contract cannot be ticked, and its reason is read with the box. */
function BinChoice({ bin, props }: { bin: Bin; props: PlanningRowsProps }) {
  const { t } = useTranslation();
  const blocked = bin.contractId === null;
  return (
    <Checkbox
      aria-label={t('smartbins.planning.choose', { label: bin.label })}
      aria-describedby={blocked ? reasonId(bin) : undefined}
      disabled={blocked}
      checked={props.chosen.has(bin.id)}
      onChange={(event) => props.onToggle(bin, event.currentTarget.checked)}
      color="green"
    />
  );
}

/** "Choose every bin on this page": ticked when all that can be are, half when some are. */
function ChooseAll({ props, withLabel }: { props: PlanningRowsProps; withLabel: boolean }) {
  const { t } = useTranslation();
  const open = choosable(props.items);
  const ticked = open.filter((bin) => props.chosen.has(bin.id)).length;
  const label = t('smartbins.planning.chooseAll');
  return (
    <Checkbox
      label={withLabel ? label : undefined}
      aria-label={withLabel ? undefined : label}
      disabled={open.length === 0}
      checked={open.length > 0 && ticked === open.length}
      indeterminate={ticked > 0 && ticked < open.length}
      onChange={(event) => props.onToggleAll(open, event.currentTarget.checked)}
      color="green"
    />
  );
}

/** The bin's contract and the stream its pickup is of, or why it cannot be collected yet. */
function ContractFacts({ bin, portal }: { bin: Bin; portal: BinPortal }) {
  const { t } = useTranslation();
  if (!bin.contractNumber || !bin.contractUnit) {
    return (
      <Stack gap={2}>
        <Badge color="orange" variant="light" tt="none" w="fit-content">
          {t('smartbins.planning.noContract')}
        </Badge>
        <Text size="xs" c="dimmed" id={reasonId(bin)}>
          {t(
            portal === 'internal'
              ? 'smartbins.planning.noContractStaff'
              : 'smartbins.planning.noContractCustomer',
          )}
        </Text>
      </Stack>
    );
  }
  const type = bin.contractWasteTypes?.[0] ?? 'other';
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {bin.contractNumber}
      </Text>
      <Text size="xs" c="dimmed">
        {t('smartbins.planning.stream', {
          type: t(`waste.types.${type}`),
          unit: t(unitLabelKey(bin.contractUnit)),
        })}
      </Text>
    </Stack>
  );
}

/** What a ticked bin's pickup asks: its quantity in the contract's unit and, for B3, its sub-type and code. */
function PickupInputs({ row, props, phone }: { row: ChosenBin; props: PlanningRowsProps; phone: boolean }) {
  const { t } = useTranslation();
  const errors = props.errors[row.binId] ?? {};
  const subTypes = subTypesOf(row.type);
  const unit = t(unitLabelKey(row.unit));
  // On a phone each input takes the card's width; in the table they stand side by side.
  const width = (desktop: number) => (phone ? '100%' : desktop);
  return (
    <Stack gap={6}>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <NumberInput
          label={t('waste.list.columns.quantity')}
          aria-label={t('smartbins.planning.quantityOf', { label: row.label })}
          size="sm"
          w={width(150)}
          withAsterisk
          min={0}
          allowNegative={false}
          allowDecimal={row.unit !== 'bin'}
          decimalScale={2}
          {...numberSeparators(currentLanguage())}
          rightSection={<Text size="xs">{unit}</Text>}
          rightSectionWidth={40}
          value={row.quantity}
          onChange={(quantity) => props.onChange(row.binId, { quantity })}
          error={errors.quantity}
        />
        {subTypes.length > 0 && (
          <Select
            label={t('waste.fields.subType')}
            aria-label={t('smartbins.planning.subTypeOf', { label: row.label })}
            placeholder={t('waste.form.choose')}
            size="sm"
            w={width(210)}
            withAsterisk
            allowDeselect={false}
            data={subTypes.map((subType) => ({ value: subType, label: t(`waste.subTypes.${subType}`) }))}
            value={row.subType || null}
            onChange={(value) => props.onChange(row.binId, { subType: isSubType(value) ?? '' })}
            error={errors.subType}
          />
        )}
        {row.type === 'b3' && (
          <TextInput
            label={t('waste.fields.wasteCode')}
            aria-label={t('smartbins.planning.wasteCodeOf', { label: row.label })}
            placeholder={t('smartbins.planning.wasteCodePlaceholder')}
            size="sm"
            w={width(170)}
            withAsterisk
            autoComplete="off"
            value={row.wasteCode}
            onChange={(event) => props.onChange(row.binId, { wasteCode: event.currentTarget.value })}
            error={errors.wasteCode}
          />
        )}
      </Group>
      {errors.binId && (
        <Text size="sm" c="red.8">
          {errors.binId}
        </Text>
      )}
    </Stack>
  );
}

const CHOSEN_BG = 'var(--mantine-color-green-0)';

/** The due bins as a table, a tick box on each row and one for the page in its header; a ticked bin's inputs on a row under it. */
export function PlanningTable(props: PlanningRowsProps) {
  const { t } = useTranslation();
  const staff = props.portal === 'internal';
  const columns = staff ? 6 : 5;
  return (
    <Table.ScrollContainer minWidth={staff ? 860 : 720}>
      <Table verticalSpacing="sm" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <ChooseAll props={props} withLabel={false} />
            </Table.Th>
            <Table.Th>{t('smartbins.planning.bin')}</Table.Th>
            {staff && <Table.Th>{t('smartbins.fields.companyId')}</Table.Th>}
            <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('smartbins.list.sorts.fillPercent')}</Table.Th>
            <Table.Th>{t('smartbins.list.sorts.forecastFullAt')}</Table.Th>
            <Table.Th>{t('smartbins.planning.contract')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.items.map((bin) => {
            const row = props.chosen.get(bin.id);
            const background = row ? CHOSEN_BG : undefined;
            // A ticked bin and the row of its inputs read as one.
            const joined = row ? { borderBottom: 'none' } : undefined;
            return (
              <Fragment key={bin.id}>
                <Table.Tr bg={background} style={{ verticalAlign: 'top' }}>
                  <Table.Td style={joined}>
                    <BinChoice bin={bin} props={props} />
                  </Table.Td>
                  <Table.Td style={joined}>
                    <BinLink bin={bin} portal={props.portal} />
                  </Table.Td>
                  {staff && <Table.Td style={joined}>{bin.companyName}</Table.Td>}
                  <Table.Td style={joined}>
                    <Fill bin={bin} />
                  </Table.Td>
                  <Table.Td style={joined}>
                    <ForecastText bin={bin} />
                  </Table.Td>
                  <Table.Td style={joined}>
                    <ContractFacts bin={bin} portal={props.portal} />
                  </Table.Td>
                </Table.Tr>
                {row && (
                  <Table.Tr bg={background}>
                    <Table.Td />
                    <Table.Td colSpan={columns - 1} pt={0}>
                      <PickupInputs row={row} props={props} phone={false} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The same on a phone: a card per bin, its inputs under it once ticked. */
export function PlanningCards(props: PlanningRowsProps) {
  const staff = props.portal === 'internal';
  return (
    <Stack gap="xs">
      <ChooseAll props={props} withLabel />
      {props.items.map((bin) => {
        const row = props.chosen.get(bin.id);
        return (
          <Paper key={bin.id} withBorder p="sm" bg={row ? CHOSEN_BG : undefined}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <BinChoice bin={bin} props={props} />
                  <BinLink bin={bin} portal={props.portal} />
                </Group>
                <Fill bin={bin} />
              </Group>
              {staff && <Text size="sm">{bin.companyName}</Text>}
              <ForecastText bin={bin} />
              <ContractFacts bin={bin} portal={props.portal} />
              {row && <PickupInputs row={row} props={props} phone />}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
