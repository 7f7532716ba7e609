import { describe, expect, it } from 'vitest';
import { detectWorkArrangement, type WorkArrangementInput } from './work-arrangement.ts';

describe('detectWorkArrangement', () => {
  it.each<{ input: WorkArrangementInput; expected: ReturnType<typeof detectWorkArrangement> }>([
    // structured fields decide first
    { input: { workplaceType: 'remote' }, expected: 'Remote Solely' },
    { input: { workplaceType: 'Hybrid', text: 'This role is fully remote.' }, expected: 'Hybrid' },
    { input: { workplaceType: 'onsite' }, expected: 'On-site' },
    { input: { workplaceType: 'OnSite' }, expected: 'On-site' },
    { input: { workplaceType: 'on-site', text: 'We are a remote-friendly company.' }, expected: 'On-site' },
    { input: { remote: true }, expected: 'Remote Solely' },
    { input: { workplaceType: 'Remote or in-office' }, expected: 'Remote OK' },
    { input: { remote: true, location: 'Austin, TX or Remote' }, expected: 'Remote OK' },
    {
      input: { workplaceType: 'remote', text: 'Remote-friendly: work from our NYC office or from home.' },
      expected: 'Remote OK',
    },
    { input: { remote: false }, expected: 'On-site' },
    { input: { remote: false, text: 'Hybrid, 3 days in office.' }, expected: 'Hybrid' },
    {
      input: { workplaceType: 'unspecified', text: 'This role is fully remote.' },
      expected: 'Remote Solely',
    },
    // the location line
    { input: { location: 'Remote - US' }, expected: 'Remote Solely' },
    { input: { location: 'Remote' }, expected: 'Remote Solely' },
    { input: { location: 'US-Remote' }, expected: 'Remote Solely' },
    { input: { location: 'Remote - California' }, expected: 'Remote Solely' },
    { input: { location: 'Austin, TX or Remote' }, expected: 'Remote OK' },
    { input: { location: 'New York, NY; Remote' }, expected: 'Remote OK' },
    { input: { location: 'New York, NY (Hybrid)' }, expected: 'Hybrid' },
    {
      input: { location: 'San Francisco, CA', text: 'This role is fully remote within the US.' },
      expected: 'Remote Solely',
    },
    // the description
    { input: { text: 'This role is fully remote.' }, expected: 'Remote Solely' },
    { input: { text: 'You can work from anywhere in the United States.' }, expected: 'Remote Solely' },
    { input: { text: 'This is a hybrid role, 3 days in office in Seattle.' }, expected: 'Hybrid' },
    { input: { text: 'Hybrid, 3 days in office.' }, expected: 'Hybrid' },
    { input: { text: 'You will work from our Austin office three days a week.' }, expected: 'Hybrid' },
    { input: { text: 'We are remote-friendly; come in when you like.' }, expected: 'Remote OK' },
    { input: { text: 'This position is on-site in Austin, TX.' }, expected: 'On-site' },
    { input: { text: 'You will work 5 days a week in the office.' }, expected: 'On-site' },
    { input: { text: 'Remote within the U.S. only.' }, expected: 'Remote Solely' },
    {
      input: { text: 'This is not a remote role. You will work in our Chicago office.' },
      expected: 'On-site',
    },
    {
      input: {
        text: 'Remote work is not available for this position; hybrid schedule with 2 days a week in the office.',
      },
      expected: 'Hybrid',
    },
    { input: { text: 'Experience with hybrid cloud architectures (AWS and on-prem).' }, expected: null },
    { input: { text: 'Perks: onsite gym and catered lunches.' }, expected: null },
    { input: { text: 'We build payroll software.' }, expected: null },
    { input: {}, expected: null },
  ])('$input -> $expected', ({ input, expected }) => {
    expect(detectWorkArrangement(input)).toBe(expected);
  });
});
