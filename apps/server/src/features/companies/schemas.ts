import { COMPANY_DOCUMENTS } from '@sirkula/domain/companies/rules';
import { z } from 'zod';

export const companyParams = z.object({ id: z.uuid() });
export const documentParams = companyParams.extend({ document: z.enum(COMPANY_DOCUMENTS) });
