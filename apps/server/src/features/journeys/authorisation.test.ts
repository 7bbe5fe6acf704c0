import { authorisationMatrix } from '../../test/authorisation-matrix/matrix.ts';
import { EXPECTATIONS } from './authorisation.ts';

// Who may call this feature's routes, per persona (authorisation.ts; the runner: test/authorisation-matrix/).
// The largest part of the matrix: two files, so both halves run at once.
authorisationMatrix('journeys', EXPECTATIONS, { part: 1, of: 2 });
