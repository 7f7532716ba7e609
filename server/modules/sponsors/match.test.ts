import { describe, expect, it } from 'vitest';
import { brandNamed } from './match.ts';

/**
 * Which brand a company name or a search names (decision 050): the brand's names only, by equal keys. A
 * word other filers share names none ('Providence', 'Baylor', 'Brigham'), and a name whose legal suffix is
 * part of it names its brand only with that suffix: 'Bain & Company' is keyed 'BAIN' + 'CO', and bare
 * 'Bain' is Bain Capital's as much.
 */
describe('brandNamed', () => {
  it.each([
    ['Bain & Company', 'bain-and-company'],
    ['Bain and Company', 'bain-and-company'],
    ['bain & co.', 'bain-and-company'],
    ['Bain & Company, Inc.', 'bain-and-company'],
    ['Bain', null],
    ['Bain LLC', null],
    ['Bain Capital', 'bain-capital'],
    ['Cigna', 'cigna'],
    ['The Cigna Group', 'cigna'],
    ['Evernorth Health Services', 'cigna'],
    ['Express Scripts', 'cigna'],
    ['Accredo', 'cigna'],
    ['Life Insurance Company of North America', 'life-insurance-company-of-north-america'],
    ['Providence Health & Services', 'providence-health-and-services'],
    ['Providence Health and Services', 'providence-health-and-services'],
    ['Providence', null],
    ['Baylor Scott & White', 'baylor-scott-and-white-health'],
    ['Baylor', null],
    ["Brigham and Women's Hospital", 'brigham-and-womens-hospital'],
    ['Brigham & Womens', 'brigham-and-womens-hospital'],
    ['Brigham', null],
    ['Mass General Brigham', 'mass-general-brigham'],
    ['Massachusetts General Hospital', 'massachusetts-general-hospital'],
    ['Mass General', 'massachusetts-general-hospital'],
    ['Mass General Hospital', 'massachusetts-general-hospital'],
    ['MGH', 'massachusetts-general-hospital'],
    ['The General Hospital Corporation', 'massachusetts-general-hospital'],
    ['General Hospital Corp.', 'massachusetts-general-hospital'],
    // Any city's: bare 'General Hospital' names no one, and other cities' general hospitals are their own.
    ['General Hospital', null],
    ['San Francisco General Hospital', null],
    ['Tampa General Hospital', null],
    ['Lowell General Hospital', null],
    ['MGH Institute of Health Professions', null],
    ['Texas A&M', 'texas-a-and-m-university'],
    ['Texas A & M University', 'texas-a-and-m-university'],
    ['Texas A and M University', 'texas-a-and-m-university'],
    ['Texas A&M University-Kingsville', 'texas-a-and-m-university-kingsville'],
    ['TEES', 'texas-a-and-m-engineering-experiment-station'],
    ['Tarleton State University', 'tarleton-state-university'],
    ['Tarleton State', 'tarleton-state-university'],
    ['Tarleton', null],
    ['Texas A&M University at Galveston', 'texas-a-and-m-university'],
    ['Texas A&M Health Science Center', 'texas-a-and-m-university'],
    ['A&M', null],
    ['TIAA', 'tiaa'],
    ['TIAA-CREF', 'tiaa'],
    ['Nuveen', null],
    ['Barnes & Noble', 'barnes-and-noble'],
    ['Barnes and Noble', 'barnes-and-noble'],
    ['Barnes & Noble College', 'barnes-and-noble-education'],
    ['Barnes', null],
    // As before: a bare name listed beside its suffixed one, and suffixes the brand's entities carry.
    ['McKinsey', 'mckinsey'],
    ['McKinsey & Company', 'mckinsey'],
    ['X', 'x-twitter'],
    ['X Corp', 'x-twitter'],
    ['Amazon.com, Inc.', 'amazon'],
    ['Meta Company Ltd', null],
  ])('%s -> %s', (name, slug) => {
    expect(brandNamed(name)?.slug ?? null).toBe(slug);
  });
});
