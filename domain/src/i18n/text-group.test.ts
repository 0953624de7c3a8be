import { describe, expect, it } from 'vitest';
import { nameOfGroup } from './text-group';

describe('nameOfGroup', () => {
  it("takes a group's name from the constant handed over as { NAME }", () => {
    const DIALOGS = { ok: 'OK' };
    expect(nameOfGroup({ DIALOGS })).toEqual(['DIALOGS', { ok: 'OK' }]);
  });

  it('refuses two groups at once, or none', () => {
    expect(() => nameOfGroup({ A: { ok: 'OK' }, B: { ok: 'OK' } })).toThrow(RangeError);
    expect(() => nameOfGroup({})).toThrow(RangeError);
  });
});
