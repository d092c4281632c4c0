import { describe, expect, it } from 'vitest';
import {
  WORKFLOW_TASK_BASES,
  WORKFLOW_TASK_PREFIXES,
  WORKFLOW_TASKS,
  isCreditTask,
  isGeneratingTask,
  isNavigationTask,
  isWaitingTask,
  isWorkflowTask,
  parseWorkflowTask,
  waitingTaskFor,
  zWorkflowTask,
} from './workflow-task';
import { specEnumeration } from '../testing/spec-text';

/** The spec's list: "…task names (about 80), including: APP_SUBMISSION, …, plus variants prefixed …". */
const SPEC_TASK_LIST = specEnumeration('Application workflow task names (about 80), including');
const VARIANTS_AT = SPEC_TASK_LIST.findIndex((item) => item.startsWith('plus variants prefixed'));
const SPEC_BASES = SPEC_TASK_LIST.slice(0, VARIANTS_AT);
const SPEC_PREFIXES = SPEC_TASK_LIST.slice(VARIANTS_AT)
  .join(', ')
  .match(/[A-Z_]+_/g);

describe('workflow task names', () => {
  it("are the spec's bases and prefixes", () => {
    expect(SPEC_BASES.length).toBeGreaterThan(20);
    expect([...WORKFLOW_TASK_BASES]).toEqual(SPEC_BASES);
    expect([...WORKFLOW_TASK_PREFIXES]).toEqual(SPEC_PREFIXES);
  });

  it.each(SPEC_BASES)('base %s is a task', (task) => {
    expect(WORKFLOW_TASK_BASES).toContain(task);
    expect(zWorkflowTask.parse(task)).toBe(task);
  });

  it.each([
    'GEN_NOTE_SIGNING',
    'WAITING_FOR_HARD_CREDIT_PULL',
    'NAV_OFFER_SELECTION',
    'CREDIT_HARD_CREDIT_PULL',
    'CREDIT_NO_MATCH',
  ])('variant %s is a task', (task) => {
    expect(isWorkflowTask(task)).toBe(true);
  });

  it.each(['WAITING_FOR_', 'GEN_NO_MATCH', 'NOTE-SIGNING', 'note_signing', 42])(
    '%j is not a task',
    (value) => {
      expect(isWorkflowTask(value)).toBe(false);
    },
  );

  it('holds every base under every prefix plus CREDIT_NO_MATCH', () => {
    expect(WORKFLOW_TASKS).toHaveLength(WORKFLOW_TASK_BASES.length * 5 + 1);
  });
});

describe('parseWorkflowTask', () => {
  it.each([
    ['NOTE_SIGNING', null, 'NOTE_SIGNING'],
    ['GEN_NOTE_SIGNING', 'GEN_', 'NOTE_SIGNING'],
    ['WAITING_FOR_FUNDING_DECISION', 'WAITING_FOR_', 'FUNDING_DECISION'],
    ['CREDIT_NO_MATCH', 'CREDIT_', 'NO_MATCH'],
    ['NAV_HMDA', 'NAV_', 'HMDA'],
  ])('%s -> prefix %j, base %s', (task, prefix, base) => {
    expect(parseWorkflowTask(task)).toEqual({ prefix, base });
  });
});

describe('prefix predicates', () => {
  it.each([
    ['WAITING_FOR_RECORDING', true, false, false, false],
    ['GEN_NOTE_SIGNING', false, true, false, false],
    ['CREDIT_NO_MATCH', false, false, true, false],
    ['NAV_HMDA', false, false, false, true],
    ['HMDA', false, false, false, false],
  ])('%s: waiting %s, generating %s, credit %s, navigation %s', (task, w, g, c, n) => {
    expect(isWaitingTask(task)).toBe(w);
    expect(isGeneratingTask(task)).toBe(g);
    expect(isCreditTask(task)).toBe(c);
    expect(isNavigationTask(task)).toBe(n);
  });

  it('builds the waiting variant of a base', () => {
    expect(waitingTaskFor('FUNDABLE')).toBe('WAITING_FOR_FUNDABLE');
  });
});
