import { describe, expect, it } from 'vitest';
import { isAdminRole } from './contract';

describe('isAdminRole', () => {
  it('is true for admin and main_admin only', () => {
    expect(isAdminRole('admin')).toBe(true);
    expect(isAdminRole('main_admin')).toBe(true);
  });

  it('treats any other role as a borrower', () => {
    expect(isAdminRole('borrower')).toBe(false);
    expect(isAdminRole('user')).toBe(false);
    expect(isAdminRole('Admin')).toBe(false);
    expect(isAdminRole('')).toBe(false);
    expect(isAdminRole(null)).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
  });
});
