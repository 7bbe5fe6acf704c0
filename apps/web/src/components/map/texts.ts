import mapEn from '@sirkula/domain/i18n/map/en.json';
import mapId from '@sirkula/domain/i18n/map/id.json';
import { addNamespace } from '../../lib/i18n.ts';

// The maps' texts travel with the map code (both languages, so switching stays instant), not in the
// feature catalogue every screen loads: `useTranslation('map')`.
addNamespace('map', { en: mapEn, id: mapId });
