import { describe, expect, it } from 'vitest';
import { joinServerErrors } from './server-errors';

describe('joinServerErrors', () => {
  it.each([
    ['no list', undefined, 'Something unexpected happened'],
    ['an empty list', [], 'Something unexpected happened'],
    ['only blanks', ['', '  ', { message: '' }, null], 'Something unexpected happened'],
    ['one message', ['Email already registered'], 'Email already registered.'],
    ['one message with its period', ['Email already registered.'], 'Email already registered.'],
    ['two messages', ['Invalid zip', 'Invalid state.'], 'Invalid zip, Invalid state.'],
    ['duplicates', ['Invalid zip.', 'Invalid zip', ' Invalid zip '], 'Invalid zip.'],
    [
      'error items',
      [{ field: 'email', message: 'Please enter your email' }, { message: 'Required' }],
      'Please enter your email, Required.',
    ],
    ['trailing dots', ['Wait...'], 'Wait.'],
  ])('%s', (_case, errors, sentence) => {
    expect(joinServerErrors(errors)).toBe(sentence);
  });
});
