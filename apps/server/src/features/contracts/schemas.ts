import { CONTRACT_KINDS, contractInput } from '@sirkula/domain/contracts/rules';
import { z } from 'zod';

/** What internal staff send to create a contract: the shared form's fields and who it is with. */
export const createContractBody = z.intersection(contractInput, z.object({ kind: z.enum(CONTRACT_KINDS) }));

export const contractParams = z.object({ id: z.uuid() });
