import { describe, expect, it } from 'vitest';
import { AUDIT_ENTITIES, auditNamespace, FEATURE_FACTS } from './features.ts';
import { catalogues } from './shared/i18n.ts';

describe('the features’ facts', () => {
  it('give each audited kind of record to one feature only', () => {
    expect(new Set(AUDIT_ENTITIES).size).toBe(AUDIT_ENTITIES.length);
  });

  it('name a catalogue namespace that exists in both languages', () => {
    for (const facts of FEATURE_FACTS) {
      expect(catalogues.en, facts.name).toHaveProperty(facts.namespace);
      expect(catalogues.id, facts.name).toHaveProperty(facts.namespace);
    }
  });

  it('name an audited record’s fields in its own feature’s texts', () => {
    expect(auditNamespace('invoice')).toBe('billing');
    expect(auditNamespace('transitHub')).toBe('fleet');
  });
});
