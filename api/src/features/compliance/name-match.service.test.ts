import { describe, expect, it } from 'vitest';
import { matchName, nameTokens, POSSIBLE_MATCH, type ListedPerson } from './name-match.service';

const listed: ListedPerson = { name: 'JUAN DE LA CRUZ', aliases: ['Abu Juan', 'Johnny Santos Delacruz'], birthDates: ['1980-03-15'] };

describe('nameTokens', () => {
  it('writes every spelling of a particle name as one word, without accents or punctuation', () => {
    expect(nameTokens('Juan dela Cruz')).toEqual(['JUAN', 'DELACRUZ']);
    expect(nameTokens('JUAN DE LA CRUZ')).toEqual(['JUAN', 'DELACRUZ']);
    expect(nameTokens('juan  Delacruz')).toEqual(['JUAN', 'DELACRUZ']);
    expect(nameTokens('José Ma. Peña-Santos')).toEqual(['JOSE', 'MA', 'PENA', 'SANTOS']);
    expect(nameTokens("Al-Qaida's")).toEqual(['ALQAIDA', 'S']);
  });
});

describe('matchName', () => {
  it('matches a listed name written with the particle apart, joined or in another order, in full', () => {
    expect(matchName({ name: 'Juan dela Cruz' }, listed)).toEqual({ score: 1, listedName: 'JUAN DE LA CRUZ', reasons: ['exact'] });
    expect(matchName({ name: 'Dela Cruz, Juan' }, listed)).toEqual({ score: 1, listedName: 'JUAN DE LA CRUZ', reasons: ['order'] });
  });

  it('matches when one side has a middle name the other lacks', () => {
    expect(matchName({ name: 'Juan Reyes dela Cruz' }, listed)).toEqual({ score: 1, listedName: 'JUAN DE LA CRUZ', reasons: ['missing_name'] });
  });

  it('matches a misspelt or differently transliterated name above the threshold, and says so', () => {
    const misspelt = matchName({ name: 'Juan dela Crus' }, listed);
    expect(misspelt.score).toBeGreaterThanOrEqual(POSSIBLE_MATCH);
    expect(misspelt.score).toBeLessThan(1);
    expect(misspelt.reasons).toEqual(['spelling']);
    const transliterated = matchName({ name: 'Muhammad Abdullah' }, { name: 'MOHAMMED ABDULLAH', aliases: [], birthDates: [] });
    expect(transliterated.score).toBeGreaterThanOrEqual(POSSIBLE_MATCH);
    expect(transliterated.reasons).toEqual(['spelling']);
  });

  it('matches an alias and names it', () => {
    expect(matchName({ name: 'Johnny Delacruz' }, listed)).toEqual({ score: 1, listedName: 'Johnny Santos Delacruz', reasons: ['missing_name', 'alias'] });
  });

  it('uses the date of birth where both are known', () => {
    expect(matchName({ name: 'Juan dela Cruz', birthDate: '1980-03-15' }, listed).reasons).toEqual(['exact', 'birth_date_matches']);
    expect(matchName({ name: 'Juan dela Cruz', birthDate: '1980-03-15' }, { ...listed, birthDates: ['1980'] }).reasons).toEqual(['exact', 'birth_date_matches']);
    expect(matchName({ name: 'Juan dela Cruz', birthDate: '1992-07-01' }, listed)).toEqual({ score: 0.8, listedName: 'JUAN DE LA CRUZ', reasons: ['exact', 'birth_date_differs'] });
  });

  it('does not hold other people: another surname, or a single common word', () => {
    expect(matchName({ name: 'Juan Santos' }, { ...listed, aliases: [] }).score).toBeLessThan(POSSIBLE_MATCH);
    expect(matchName({ name: 'Maria Clara Reyes' }, listed).score).toBeLessThan(POSSIBLE_MATCH);
    expect(matchName({ name: 'Juan' }, listed).score).toBe(0.7);
  });
});
