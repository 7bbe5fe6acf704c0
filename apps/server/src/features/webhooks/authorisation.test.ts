import { authorisationMatrix } from '../../test/authorisation-matrix/matrix.ts';
import { EXPECTATIONS } from './authorisation.ts';

// Who may call this feature's routes, per persona (authorisation.ts; the runner: test/authorisation-matrix/).
authorisationMatrix('webhooks', EXPECTATIONS);
