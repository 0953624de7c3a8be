import { describe, expect, it } from 'vitest';
import { ChangePasswordFormSchema, ChangePasswordSchema, RegisterSchema } from './account-schemas';
import { LoginSchema } from './sign-in-schema';
import { errorsOf, outputOf } from './test-helpers';

const registration = {
  fullName: '  Maria Santos ',
  email: ' Maria.Santos@Example.PH ',
  contactNumber: '+63 917 123 4567',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

describe('RegisterSchema', () => {
  it('trims names, lower-cases the email and keeps the password as typed', () => {
    expect(outputOf(RegisterSchema, registration)).toEqual({
      fullName: 'Maria Santos',
      email: 'maria.santos@example.ph',
      contactNumber: '+63 917 123 4567',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    });
  });

  it('requires every field', () => {
    expect(errorsOf(RegisterSchema, {})).toEqual({
      fullName: ['Full name is required'],
      email: ['Email is required'],
      contactNumber: ['Contact number is required'],
      password: ['Password is required'],
      confirmPassword: ['Please confirm your password'],
    });
    expect(errorsOf(RegisterSchema, { ...registration, fullName: '   ' })).toEqual({ fullName: ['Full name is required'] });
  });

  it('asks for 8 characters (DEPARTURES 10)', () => {
    expect(errorsOf(RegisterSchema, { ...registration, password: 'short12', confirmPassword: 'short12' })).toEqual({
      password: ['Password must be at least 8 characters'],
    });
    expect(errorsOf(RegisterSchema, { ...registration, password: '12345678', confirmPassword: '12345678' })).toEqual({});
    const long = 'x'.repeat(129);
    expect(errorsOf(RegisterSchema, { ...registration, password: long, confirmPassword: long })).toEqual({
      password: ['Password must be at most 128 characters'],
    });
  });

  it('refuses a password of only spaces', () => {
    expect(errorsOf(RegisterSchema, { ...registration, password: '         ', confirmPassword: '         ' })).toEqual({
      password: ['Password is required'],
    });
  });

  it("shows Passwords don't match on the confirmation", () => {
    expect(errorsOf(RegisterSchema, { ...registration, confirmPassword: 'correct horsе' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });

  it('checks the email and the contact number', () => {
    expect(errorsOf(RegisterSchema, { ...registration, email: 'maria@' })).toEqual({
      email: ['Please enter a valid email address'],
    });
    expect(errorsOf(RegisterSchema, { ...registration, contactNumber: '12-34' })).toEqual({
      contactNumber: ['Please enter a valid contact number'],
    });
    expect(errorsOf(RegisterSchema, { ...registration, contactNumber: '0917abc4567' })).toEqual({
      contactNumber: ['Please enter a valid contact number'],
    });
    expect(errorsOf(RegisterSchema, { ...registration, contactNumber: '(+63)-------' })).toEqual({
      contactNumber: ['Please enter a valid contact number'],
    });
    expect(errorsOf(RegisterSchema, { ...registration, contactNumber: '(02) 8123-4567' })).toEqual({});
  });
});

describe('LoginSchema', () => {
  it('needs email and password', () => {
    expect(errorsOf(LoginSchema, {})).toEqual({ email: ['Email is required'], password: ['Password is required'] });
    expect(errorsOf(LoginSchema, { email: ' ', password: '' })).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('lower-cases the email and takes remember-me', () => {
    expect(outputOf(LoginSchema, { email: 'Admin@Lender.PH', password: 'x', rememberMe: true })).toEqual({
      email: 'admin@lender.ph',
      password: 'x',
      rememberMe: true,
    });
  });
});

describe('ChangePasswordSchema (API payload)', () => {
  const payload = { email: 'maria@example.ph', currentPassword: 'old password', newPassword: 'new password' };

  it('takes SPEC payload with its email', () => {
    expect(outputOf(ChangePasswordSchema, payload)).toEqual(payload);
  });

  it('uses the messages of SPEC section 5 with DEPARTURES 10', () => {
    expect(errorsOf(ChangePasswordSchema, { currentPassword: '', newPassword: 'abc' })).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: ['New password must be at least 8 characters'],
    });
    expect(errorsOf(ChangePasswordSchema, { currentPassword: 'old password' })).toEqual({
      newPassword: ['New password must be at least 8 characters'],
    });
  });

  it('checks a confirmation when one is sent', () => {
    expect(errorsOf(ChangePasswordSchema, { ...payload, confirmPassword: 'other password' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
    expect(errorsOf(ChangePasswordSchema, { ...payload, confirmPassword: 'new password' })).toEqual({});
  });
});

describe('ChangePasswordFormSchema', () => {
  it('requires the confirmation', () => {
    expect(errorsOf(ChangePasswordFormSchema, { currentPassword: 'old password', newPassword: 'new password' })).toEqual({
      confirmPassword: ['Please confirm your new password'],
    });
    expect(
      errorsOf(ChangePasswordFormSchema, { currentPassword: 'old password', newPassword: 'new password', confirmPassword: '' }),
    ).toEqual({ confirmPassword: ['Please confirm your new password'] });
  });

  it("shows Passwords don't match on the confirm field", () => {
    expect(
      errorsOf(ChangePasswordFormSchema, {
        currentPassword: 'old password',
        newPassword: 'new password',
        confirmPassword: 'new passw0rd',
      }),
    ).toEqual({ confirmPassword: ["Passwords don't match"] });
  });

  it('passes when everything is in order', () => {
    expect(
      errorsOf(ChangePasswordFormSchema, {
        currentPassword: 'old password',
        newPassword: 'new password',
        confirmPassword: 'new password',
      }),
    ).toEqual({});
  });
});
