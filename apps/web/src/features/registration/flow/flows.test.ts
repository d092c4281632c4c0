import { describe, expect, it } from 'vitest';
import type { StoredAnswers } from './answers-store';
import { LEGACY_FLOW, V2_FLOW, stepPath } from './flow-definitions';
import {
  activeSteps,
  firstIncompleteStep,
  nextStepPath,
  previousStepPath,
  stepRedirect,
} from './flows';
import { completeAnswers, HOME_ADDRESS, secondHome } from './test-answers';

const now = new Date(2026, 5, 15);

describe('step order and branching', () => {
  it('skips the home address for a primary residence', () => {
    const answers = completeAnswers();
    expect(activeSteps(V2_FLOW, answers).map((step) => step.kind)).toEqual([
      'property',
      'forSale',
      'income',
      'name',
      'birthdate',
      'contact',
      'account',
    ]);
    expect(nextStepPath(V2_FLOW, 'property', answers)).toBe('/register-v2/for-sale');
    expect(previousStepPath(V2_FLOW, 'forSale', answers)).toBe('/register-v2');
  });

  it.each(['SECONDARY', 'INVESTMENT'])('asks for the home address of a %s property', (type) => {
    const answers = completeAnswers({
      property: { ...(completeAnswers().property as object), occupancyType: type },
    });
    expect(nextStepPath(V2_FLOW, 'property', answers)).toBe('/register-v2/home-address');
    expect(nextStepPath(V2_FLOW, 'home', answers)).toBe('/register-v2/for-sale');
    expect(previousStepPath(V2_FLOW, 'forSale', answers)).toBe('/register-v2/home-address');
  });

  it('gives each flow its own paths for the same steps', () => {
    expect(V2_FLOW.steps.map((step) => stepPath(V2_FLOW, step.kind))).toEqual([
      '/register-v2',
      '/register-v2/home-address',
      '/register-v2/for-sale',
      '/register-v2/annual-income',
      '/register-v2/legal-name',
      '/register-v2/birthdate',
      '/register-v2/phone-and-email',
      '/register-v2/set-password',
    ]);
    expect(LEGACY_FLOW.steps.map((step) => stepPath(LEGACY_FLOW, step.kind))).toEqual([
      '/register/property-info',
      '/register/home-address',
      '/register/sale-status',
      '/register/income-info',
      '/register/name',
      '/register/birthdate',
      '/register/contact-info',
      '/register/login-info',
    ]);
  });

  it('has no step before the first nor after the last', () => {
    expect(previousStepPath(V2_FLOW, 'property', {})).toBeNull();
    expect(nextStepPath(V2_FLOW, 'account', completeAnswers())).toBeNull();
  });
});

describe('opening a step out of order', () => {
  it('lets the first step open with nothing answered', () => {
    expect(stepRedirect(V2_FLOW, 'property', {}, now)).toBeNull();
  });

  it('sends a visitor who skipped ahead to the first unanswered step', () => {
    const answers: StoredAnswers = { property: completeAnswers().property };
    expect(stepRedirect(V2_FLOW, 'birthdate', answers, now)).toBe('/register-v2/for-sale');
    expect(stepRedirect(LEGACY_FLOW, 'birthdate', answers, now)).toBe('/register/sale-status');
  });

  it('counts an answer that no longer passes its rules as unanswered', () => {
    const answers = completeAnswers({ forSale: { isListedForSale: 'MAYBE' } });
    expect(stepRedirect(V2_FLOW, 'account', answers, now)).toBe('/register-v2/for-sale');
  });

  it('re-checks the birth date when the property moves to Alabama (minimum age 19)', () => {
    const answers = completeAnswers({
      property: {
        propertyAddress: {
          street1: '305 Magnolia Dr',
          street2: '',
          city: 'Birmingham',
          state: 'AL',
          zip: '35203',
        },
        occupancyType: 'PRIMARY',
      },
      birthdate: { dateOfBirth: { day: '01', month: '01', year: '2008' } },
    });
    expect(stepRedirect(V2_FLOW, 'contact', answers, now)).toBe('/register-v2/birthdate');
    const inIllinois = completeAnswers({ birthdate: answers.birthdate });
    expect(stepRedirect(V2_FLOW, 'contact', inIllinois, now)).toBeNull();
  });

  it('requires the home address before later steps for a second home', () => {
    const answers = secondHome(completeAnswers());
    expect(stepRedirect(V2_FLOW, 'income', answers, now)).toBe('/register-v2/home-address');
    expect(stepRedirect(V2_FLOW, 'income', { ...answers, home: HOME_ADDRESS }, now)).toBeNull();
  });

  it('sends a visitor away from a home-address step that does not apply', () => {
    expect(stepRedirect(V2_FLOW, 'home', completeAnswers(), now)).toBe('/register-v2/set-password');
    expect(stepRedirect(V2_FLOW, 'home', {}, now)).toBe('/register-v2');
  });

  it('resumes at the first unanswered step, the password step once all else is answered', () => {
    expect(firstIncompleteStep(LEGACY_FLOW, {}, now)).toBe('property');
    expect(firstIncompleteStep(LEGACY_FLOW, completeAnswers(), now)).toBe('account');
  });
});
