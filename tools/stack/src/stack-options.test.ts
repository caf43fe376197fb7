import { describe, expect, it } from 'vitest';
import { e2eApiProfile } from '../e2e-global-setup.mjs';
import { parseStartArgs } from '../start-args.mjs';

describe('parseStartArgs (npm start -- …)', () => {
  it('given no option, should start the dev server and the full API quietly', () => {
    expect(parseStartArgs([])).toEqual({ verbose: false, appMode: 'dev', apiProfile: 'full' });
  });

  it('given --spec-only, should start the API in its spec-only profile, with the other options as given', () => {
    expect(parseStartArgs(['--spec-only'])).toEqual({ verbose: false, appMode: 'dev', apiProfile: 'spec' });
    expect(parseStartArgs(['--preview', '-v', '--spec-only'])).toEqual({ verbose: true, appMode: 'preview', apiProfile: 'spec' });
  });

  it('given an unknown option (a typo of --spec-only), should refuse with the usage instead of starting another stack', () => {
    expect(() => parseStartArgs(['--spec-onyl'])).toThrow(/Unknown option --spec-onyl[\s\S]*--spec-only/);
  });
});

describe('e2eApiProfile (E2E_API_PROFILE of the e2e global setup)', () => {
  it('given nothing, should run against the full API; given spec, against the spec-only profile', () => {
    expect(e2eApiProfile(undefined)).toBe('full');
    expect(e2eApiProfile('')).toBe('full');
    expect(e2eApiProfile(' Spec ')).toBe('spec');
  });

  it('given anything else, should stop the run', () => {
    expect(() => e2eApiProfile('spec-only')).toThrow(/E2E_API_PROFILE must be "full" or "spec", not "spec-only"/);
  });
});
