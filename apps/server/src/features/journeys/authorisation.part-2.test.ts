import { authorisationMatrix } from '../../test/authorisation-matrix/matrix.ts';
import { EXPECTATIONS } from './authorisation.ts';

// The second half of the journeys' authorisation matrix (the first: authorisation.test.ts).
authorisationMatrix('journeys', EXPECTATIONS, { part: 2, of: 2 });
