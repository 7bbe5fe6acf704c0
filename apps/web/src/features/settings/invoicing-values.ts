import { DEFAULT_INVOICE_NUMBER_FORMAT, type OFFERED_PPN_OPTIONS } from '@sirkula/domain/billing/rules';
import { formatNpwp } from '@sirkula/domain/companies/rules';
import { formatNitku, type InvoicingBlock } from '@sirkula/domain/settings/rules';

export interface BankAccountValues {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string;
}

/** The invoice block as the form holds it: text in every input, an empty one for "none". */
export interface InvoicingValues {
  npwp: string;
  nitku: string;
  address: string;
  phone: string;
  bankAccounts: BankAccountValues[];
  directorOfMarketing: string;
  defaultPreparer: string;
  defaultApprover: string;
  invoiceNumberFormat: string;
  defaultPpnOption: (typeof OFFERED_PPN_OPTIONS)[number];
}

export const EMPTY_BANK_ACCOUNT: BankAccountValues = {
  bankName: '',
  accountName: '',
  accountNumber: '',
  branch: '',
};

/** The stored block with its numbers grouped as people write them, or a blank one to set up. */
export function fromBlock(block: InvoicingBlock | null): InvoicingValues {
  if (!block) {
    return {
      npwp: '',
      nitku: '',
      address: '',
      phone: '',
      bankAccounts: [EMPTY_BANK_ACCOUNT],
      directorOfMarketing: '',
      defaultPreparer: '',
      defaultApprover: '',
      invoiceNumberFormat: DEFAULT_INVOICE_NUMBER_FORMAT,
      // PPN 12% of DPP nilai lain is what an ordinary service is taxed at since 2025 (PMK 131/2024).
      defaultPpnOption: 'ppn12Dpp',
    };
  }
  return {
    ...block,
    npwp: formatNpwp(block.npwp),
    nitku: formatNitku(block.nitku),
    phone: block.phone ?? '',
    bankAccounts: block.bankAccounts.map((account) => ({ ...account, branch: account.branch ?? '' })),
  };
}
