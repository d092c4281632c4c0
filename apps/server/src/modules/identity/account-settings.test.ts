import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, registrationFixture } from '@openheloc/domain/testing/registration';
import { createTestApp, type TestContext } from '../../../test/test-app';

describe('account settings: e-mail, mobile phone and password', () => {
  let ctx: TestContext;

  const register = async (email: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      payload: registrationFixture({ email }),
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ jwt: string }>().jwt;
  };
  const call = (method: 'GET' | 'PUT', path: string, jwt: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/service-profile/api/v1/profile/${path}`,
      headers: { authorization: `Bearer ${jwt}` },
      ...(payload ? { payload } : {}),
    });
  const login = (email: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/identity/api/v1/login',
      payload: { email, password },
    });

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('reads the sign-in e-mail and mobile phone', async () => {
    const jwt = await register('read.settings@example.com');
    const res = await call('GET', 'settings', jwt);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: 'read.settings@example.com',
      phoneNumber: '(303) 555-0142',
    });
  });

  it.each([
    [
      'a missing current password',
      { email: 'new@example.com' },
      'currentPassword',
      'Please enter your current password',
    ],
    ['an empty e-mail', { email: '', currentPassword: 'x' }, 'email', 'Please enter your email'],
    [
      'a malformed e-mail',
      { email: 'not-an-email', currentPassword: 'x' },
      'email',
      'Please enter a valid email address',
    ],
  ])('refuses %s with the spec message and changes nothing', async (_, body, field, message) => {
    const jwt = await register(`bad.email.${field}.${message.length}@example.com`);
    const before = (await call('GET', 'settings', jwt)).json();
    const res = await call('PUT', 'email', jwt, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ code: 'invalid_input', field, message });
    expect((await call('GET', 'settings', jwt)).json()).toEqual(before);
  });

  it('refuses a wrong current password without changing the e-mail', async () => {
    const jwt = await register('wrong.current@example.com');
    const res = await call('PUT', 'email', jwt, {
      email: 'other@example.com',
      currentPassword: 'Not-the-password-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          code: 'invalid_input',
          field: 'currentPassword',
          message: 'The current password you entered is incorrect',
        },
      ],
    });
    expect((await call('GET', 'settings', jwt)).json().email).toBe('wrong.current@example.com');
  });

  it('changes the e-mail, which then signs in', async () => {
    const jwt = await register('old.address@example.com');
    const res = await call('PUT', 'email', jwt, {
      email: 'New.Address@example.com',
      currentPassword: FIXTURE_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('New.Address@example.com');
    expect((await login('new.address@example.com', FIXTURE_PASSWORD)).statusCode).toBe(200);
    expect((await login('old.address@example.com', FIXTURE_PASSWORD)).statusCode).toBe(401);
  });

  it("answers 409 for another account's e-mail", async () => {
    await register('taken@example.com');
    const jwt = await register('wants.taken@example.com');
    const res = await call('PUT', 'email', jwt, {
      email: 'TAKEN@example.com',
      currentPassword: FIXTURE_PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errors: [
        {
          code: 'conflict',
          field: 'email',
          message: 'Another account already uses this email address',
        },
      ],
    });
  });

  it.each([
    ['123', 'Please enter a valid phone number'],
    ['', 'Please enter your mobile phone'],
    ['+1 (303) 555-0100', 'Country code 1 is not needed'],
  ])('refuses the phone %j', async (phoneNumber, message) => {
    const jwt = await register(`phone.${phoneNumber.length}@example.com`);
    const res = await call('PUT', 'phone-number', jwt, {
      phoneNumber,
      currentPassword: FIXTURE_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('phoneNumber');
    if (phoneNumber !== '123') expect(res.json().errors[0].message).toBe(message);
    expect((await call('GET', 'settings', jwt)).json().phoneNumber).toBe('(303) 555-0142');
  });

  it('changes the mobile phone', async () => {
    const jwt = await register('phone.change@example.com');
    const res = await call('PUT', 'phone-number', jwt, {
      phoneNumber: '(415) 555-0199',
      currentPassword: FIXTURE_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: 'phone.change@example.com',
      phoneNumber: '(415) 555-0199',
    });
  });

  it.each([
    [
      { password: 'short', confirmPassword: 'short' },
      'password',
      'Must be at least 12 characters long',
    ],
    [
      { password: 'Fresh#Horse42', confirmPassword: 'Fresh#Horse43' },
      'confirmPassword',
      "Passwords don't match",
    ],
    [
      { password: FIXTURE_PASSWORD, confirmPassword: FIXTURE_PASSWORD },
      'password',
      'Your new password must be different from your current one',
    ],
  ])('refuses the new password %j', async (body, field, message) => {
    const jwt = await register(`pw.${field}.${message.length}@example.com`);
    const res = await call('PUT', 'password', jwt, { currentPassword: FIXTURE_PASSWORD, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ code: 'invalid_input', field, message });
  });

  it('changes the password and ends every other session, keeping this one', async () => {
    const email = 'pw.change@example.com';
    const jwt = await register(email);
    const other = (await login(email, FIXTURE_PASSWORD)).json<{ jwt: string }>().jwt;
    // Used once first, so that the embedded database's live-session memory holds it.
    expect((await call('GET', 'settings', other)).statusCode).toBe(200);
    const res = await call('PUT', 'password', jwt, {
      currentPassword: FIXTURE_PASSWORD,
      password: 'Fresh#Horse42',
      confirmPassword: 'Fresh#Horse42',
    });
    expect(res.statusCode).toBe(204);
    expect((await call('GET', 'settings', jwt)).statusCode).toBe(200);
    expect((await call('GET', 'settings', other)).statusCode).toBe(401);
    expect((await login(email, FIXTURE_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, 'Fresh#Horse42')).statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/service-profile/api/v1/profile/settings',
    });
    expect(res.statusCode).toBe(401);
  });
});
