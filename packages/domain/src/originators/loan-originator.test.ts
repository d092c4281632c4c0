import { describe, expect, it } from 'vitest';
import { originatorCard, type OriginatorDisplayInfo } from './loan-originator';

const info = (originatorName: string, brokerName: string): OriginatorDisplayInfo => ({
  originatorName,
  brokerName,
  avatarUri: '',
  email: 'lo@example.com',
  phoneNumber: '(555) 010-0000',
  nmls: '1',
});

describe('originatorCard', () => {
  it.each([
    ['', '', { shown: false }],
    ['  ', ' ', { shown: false }],
    [
      '',
      'Keystone Mortgage',
      { shown: true, label: 'broker', name: 'Keystone Mortgage', brokerName: 'Keystone Mortgage' },
    ],
    ['Dana Ortiz', '', { shown: true, label: 'loan officer', name: 'Dana Ortiz', brokerName: '' }],
    [
      'Dana Ortiz',
      'Keystone Mortgage',
      { shown: true, label: 'loan officer', name: 'Dana Ortiz', brokerName: 'Keystone Mortgage' },
    ],
  ])('originator %j, broker %j gives %j', (originatorName, brokerName, expected) => {
    expect(originatorCard(info(originatorName, brokerName))).toEqual(expected);
  });
});
