import { describe, expect, it } from 'vitest';
import { fillCollectionTemplate, unknownPlaceholders } from './collection-template';

describe('collection templates (issue 32)', () => {
  const facts = { name: 'Maria Santos', amountDue: 13_912.5, daysPastDue: 10, paymentReference: '70000000011', company: 'Sample Lending', hotline: '+63 2 8000 0000' };

  it('fills each placeholder, an amount as PHP with thousands', () => {
    expect(fillCollectionTemplate('{name}: {amountDue}, {daysPastDue} days, ref {paymentReference}. {company} {hotline}', facts)).toBe(
      'Maria Santos: PHP 13,912.50, 10 days, ref 70000000011. Sample Lending +63 2 8000 0000',
    );
  });

  it('names the braces that are not placeholders, once each, and leaves them as written', () => {
    expect(unknownPlaceholders('Hi {name}, {contactPerson} and {contactPerson} or {x}')).toEqual(['contactPerson', 'x']);
    expect(unknownPlaceholders('Hi {name}')).toEqual([]);
    expect(fillCollectionTemplate('Hi {nickname}', facts)).toBe('Hi {nickname}');
  });
});
