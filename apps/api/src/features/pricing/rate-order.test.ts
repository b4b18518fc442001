// Two faults at once: the rating engine reports the earlier in its documented order.
import { describe, expect, it } from 'vitest';
import { bandTable, bornAged, type Case, error, run, table } from './rate-fixtures';

const order: Case[] = [
  {
    name: 'changePid before enrollmentIdError',
    plan: { replacedBy: 'PLAN2' },
    household: null,
    want: { errorCode: 'changePid' },
  },
  {
    name: 'enrollmentIdError before portalError',
    plan: { portalIds: ['P2'] },
    household: null,
    want: error('enrollmentIdError'),
  },
  { name: 'portalError before stateError', plan: { portalIds: ['P2'], states: ['FL'] }, want: error('portalError') },
  {
    name: 'stateError before metError',
    plan: { states: ['FL'], ...table(bandTable) },
    household: { ratingArea: '3' },
    want: error('stateError'),
  },
  {
    name: 'metError before tierError',
    plan: { tiers: ['IS'], ...table(bandTable) },
    household: { ratingArea: '3' },
    want: error('metError'),
  },
  {
    name: 'tierError before ageError',
    plan: { tiers: ['IS'] },
    household: { primaryBirthDate: bornAged(17) },
    want: error('tierError'),
  },
  {
    name: 'ageError before planAgeError',
    household: { primaryBirthDate: bornAged(17), tier: 'IC', childBirthDates: [bornAged(30)] },
    want: error('ageError'),
  },
  {
    name: 'planAgeError before smokerError',
    plan: { tobaccoRated: true },
    household: { tier: 'IS', spouseBirthDate: bornAged(17), tobacco: 'unknown' },
    want: error('planAgeError'),
  },
  {
    name: 'smokerError before salaryError',
    plan: { tobaccoRated: true, minAnnualIncomeCents: 1 },
    household: { tobacco: 'unknown' },
    want: error('smokerError'),
  },
  {
    name: 'salaryError before hourError',
    plan: { minAnnualIncomeCents: 1, minWeeklyHours: 1 },
    want: error('salaryError'),
  },
  {
    name: 'hourError before newQuestionsError',
    plan: { minWeeklyHours: 1 },
    options: { answersNeeded: true },
    want: error('hourError'),
  },
];

describe('ratePlan error order', () => {
  it.each(order)('$name', (given) => {
    expect(run(given)).toMatchObject(given.want);
  });
});
