import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { InvoiceDetail } from '@sirkula/domain/billing-answers';
import { formatNpwp } from '@sirkula/domain/companies';
import { formatDate, formatQuantity, formatRupiah } from '@sirkula/domain/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { invoiceLabel } from './invoice-badges.tsx';
import { InvoiceLoader } from './invoice-loader.tsx';
import classes from './invoice-print.module.css';

/**
 * Paper rules, on this page only (a module's stylesheet would stay after it is left): A4, and nothing
 * of the portal around the sheet.
 */
const PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  html, body { background: #fff !important; }
  .mantine-AppShell-header, .mantine-AppShell-navbar, footer, [data-print-hide] { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; min-height: 0 !important; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;

/** `/<portal>/billing/:id/print`: the invoice on an A4 sheet, printed when the reader asks. */
export function InvoicePrintPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = usePortalSession();
  const back = <BackLink to={`/${user.userType}/billing/${id}`} label={t('billing.print.back')} />;
  const title = (invoice: InvoiceDetail | undefined) =>
    invoice ? t('billing.print.title', { label: invoiceLabel(invoice) }) : t('menu.billing');
  return (
    <InvoiceLoader id={id} title={title} back={back}>
      {(invoice) => (
        <Stack gap="md">
          <style>{PRINT_CSS}</style>
          <Stack gap="xs" data-print-hide>
            {back}
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <Stack gap={2}>
                <Title order={1} size="h2">
                  {title(invoice)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('billing.print.hint')}
                </Text>
              </Stack>
              <Button color="green" onClick={() => window.print()}>
                {t('billing.print.action')}
              </Button>
            </Group>
          </Stack>
          <InvoiceSheet invoice={invoice} />
        </Stack>
      )}
    </InvoiceLoader>
  );
}

function InvoiceSheet({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  return (
    <article className={classes.sheet} aria-label={invoiceLabel(invoice)}>
      {invoice.status === 'cancelled' && (
        <div className={classes.stamp} aria-hidden>
          {t('billing.print.cancelled')}
        </div>
      )}
      <SheetHead invoice={invoice} />
      <Parties invoice={invoice} />
      <p>
        <strong>{invoice.title}</strong>
      </p>
      <SheetLines invoice={invoice} />
      <SheetSums invoice={invoice} />
      <p className={classes.words}>
        <strong>{t('billing.print.inWords')}:</strong> {invoice.amountInWords}
      </p>
      {invoice.notes && <p>{invoice.notes}</p>}
      <Signatures invoice={invoice} />
    </article>
  );
}

/** The issuer's block beside the invoice's heading, number and dates. */
function SheetHead({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { issuer } = invoice;
  const facts: Array<[string, string]> = [[t('billing.print.number'), invoiceLabel(invoice)]];
  facts.push([t('billing.print.date'), formatDate(invoice.issueDate ?? invoice.invoiceDate, language)]);
  if (invoice.dueDate) facts.push([t('billing.print.dueDate'), formatDate(invoice.dueDate, language)]);
  if (invoice.periodFrom && invoice.periodTo) {
    const period = `${formatDate(invoice.periodFrom, language)} – ${formatDate(invoice.periodTo, language)}`;
    facts.push([t('billing.print.period'), period]);
  }
  if (invoice.contract) facts.push([t('billing.print.contract'), invoice.contract.number]);
  return (
    <header className={classes.head}>
      <div>
        <div className={classes.issuerName}>{issuer.companyName}</div>
        <div>{issuer.companyLine}</div>
        {issuer.address && <div>{issuer.address}</div>}
        {issuer.npwp && <div>{`${t('billing.print.npwp')}: ${formatNpwp(issuer.npwp)}`}</div>}
        {issuer.nitku && <div>{`${t('billing.print.nitku')}: ${issuer.nitku}`}</div>}
        <div>{`${t('billing.print.pse')}: ${issuer.pseNumber}`}</div>
      </div>
      <div>
        <h2 className={classes.heading}>
          {t(invoice.type === 'issued' ? 'billing.print.invoice' : 'billing.print.proforma')}
        </h2>
        <dl className={classes.facts}>
          {facts.map(([label, value]) => (
            <Fact key={label} label={label}>
              {value}
            </Fact>
          ))}
        </dl>
      </div>
    </header>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Whom it is billed to, and where to pay. */
function Parties({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const { buyer, issuer } = invoice;
  return (
    <section className={classes.parties}>
      <div>
        <h3 className={classes.label}>{t('billing.print.billTo')}</h3>
        <div>
          <strong>{buyer.name}</strong>
        </div>
        {buyer.address && <div>{buyer.address}</div>}
        {buyer.city && <div>{buyer.city}</div>}
        {buyer.npwp && <div>{`${t('billing.print.npwp')}: ${formatNpwp(buyer.npwp)}`}</div>}
        {buyer.nitku && <div>{`${t('billing.print.nitku')}: ${buyer.nitku}`}</div>}
        {buyer.email && <div>{buyer.email}</div>}
      </div>
      {issuer.bankAccounts.length > 0 && (
        <div>
          <h3 className={classes.label}>{t('billing.print.payTo')}</h3>
          {issuer.bankAccounts.map((account) => (
            <div key={`${account.bankName}-${account.accountNumber}`}>
              {t('billing.print.account', {
                bank: account.bankName,
                number: account.accountNumber,
                name: account.accountName,
              })}
              {account.branch && ` (${account.branch})`}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

function SheetLines({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <div className={classes.tableWrap}>
      <table className={classes.lines}>
        <thead>
          <tr>
            <th>{t('billing.print.no')}</th>
            <th className={classes.description}>{t('billing.fields.description')}</th>
            <th className={classes.number}>{t('billing.fields.quantity')}</th>
            <th className={classes.number}>{t('billing.fields.unitPrice')}</th>
            <th className={classes.number}>{t('billing.fields.transportCost')}</th>
            <th className={classes.number}>{t('billing.fields.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={line.id}>
              <td>{index + 1}</td>
              <td>
                {line.description}
                <br />
                <small>
                  {t(`billing.itemTypes.${line.itemType}`)}
                  {line.periodFrom &&
                    line.periodTo &&
                    ` · ${formatDate(line.periodFrom, language)} – ${formatDate(line.periodTo, language)}`}
                </small>
              </td>
              <td className={classes.number}>
                {formatQuantity(line.quantity, t(`billing.units.${line.unit}`))}
              </td>
              <td className={classes.number}>{formatRupiah(line.unitPrice)}</td>
              <td className={classes.number}>{formatRupiah(line.transportCost)}</td>
              <td className={classes.number}>{formatRupiah(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SheetSums({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const rows: Array<[string, number]> = [
    [t('billing.fields.subtotal'), invoice.subtotal],
    [t('billing.fields.taxBase'), invoice.taxBase],
    [t('billing.detail.ppn', { rate: invoice.ppnRate }), invoice.taxAmount],
  ];
  return (
    <table className={classes.sums}>
      <tbody>
        {rows.map(([label, amount]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{formatRupiah(amount)}</td>
          </tr>
        ))}
        <tr className={classes.grand}>
          <th scope="row">{t('billing.fields.grandTotal')}</th>
          <td>{formatRupiah(invoice.grandTotal)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** Who prepared and approved the invoice, and the director of marketing, each above a line to sign. */
function Signatures({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const signers = [
    [t('billing.print.preparedBy'), invoice.preparer],
    [t('billing.print.approvedBy'), invoice.approver],
    [t('billing.print.director'), invoice.issuer.directorOfMarketing],
  ] as const;
  return (
    <section className={classes.signatures}>
      {signers.map(([role, name]) => (
        <div key={role}>
          <div>{role}</div>
          <div className={classes.signLine}>{name ?? ''}</div>
        </div>
      ))}
    </section>
  );
}
