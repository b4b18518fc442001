// The routes spec 000 section 2 lists as "also present" have pages of their own: /confirmation/
// shows the receipt (its confirmation number), /BenAdvanceHome the store's home; neither is taken
// for a landing page, which would end on /404.
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

const pathOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path;

describe('the routes spec 000 lists as also present', () => {
  it.each([
    ['/confirmation/', '/confirmation'],
    ['/confirmation', '/confirmation'],
    ['/BenAdvanceHome', '/BenAdvanceHome'],
    ['/PlanQuestionView', '/PlanQuestionView'],
    ['/enrollment/receipt/', '/enrollment/receipt'],
  ])('%s has its own page', (pathname, path) => {
    expect(pathOf(pathname)).toBe(path);
  });

  it('still takes any other single segment for a landing page', () => {
    expect(pathOf('/maria-alvarez')).toBe('/:landing');
  });
});
