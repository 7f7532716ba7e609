import { describe, expect, it } from 'vitest';
import { SPONSOR_BRANDS } from './aliases.ts';
import { companyKey, normalizeEmployerName, sponsorSlug } from './normalize.ts';

describe('normalizeEmployerName', () => {
  it.each([
    ['AMAZON.COM SERVICES LLC', 'AMAZON SERVICES LLC', 'AMAZON SERVICES'],
    ['AMAZON COM SERVICES LLC', 'AMAZON SERVICES LLC', 'AMAZON SERVICES'],
    ['Amazon.com Services, L.L.C.', 'AMAZON SERVICES LLC', 'AMAZON SERVICES'],
    ['I B M CORP', 'IBM CORP', 'IBM'],
    [
      'International Business Machines Corporation',
      'INTERNATIONAL BUSINESS MACHINES CORP',
      'INTERNATIONAL BUSINESS MACHINES',
    ],
    ['Johnson &amp; Johnson', 'JOHNSON JOHNSON', 'JOHNSON JOHNSON'],
    ['JOHNSON AND JOHNSON', 'JOHNSON JOHNSON', 'JOHNSON JOHNSON'],
    ['ERNST YOUNG US LLP', 'ERNST YOUNG US LLP', 'ERNST YOUNG US'],
    ['ERNST & YOUNG U S LLP', 'ERNST YOUNG US LLP', 'ERNST YOUNG US'],
    ['0965688 BC LTD DBA PROCOGIA', '0965688 BC LTD', '0965688 BC'],
    ['INTELATI INC D/B/A CHARTCUBE', 'INTELATI INC', 'INTELATI'],
    ['Acme Widgets a/k/a Acme', 'ACME WIDGETS', 'ACME WIDGETS'],
    ['TATA CONSULTANCY SVCS LTD', 'TATA CONSULTANCY SERVICES LTD', 'TATA CONSULTANCY SERVICES'],
    ['Tata Consultancy Services Limited', 'TATA CONSULTANCY SERVICES LTD', 'TATA CONSULTANCY SERVICES'],
    ['WAL-MART ASSOCIATES, INC.', 'WAL MART ASSOCIATES INC', 'WAL MART ASSOCIATES'],
    ['The Boeing Company', 'BOEING CO', 'BOEING'],
    ['Smith Dental, P.C.', 'SMITH DENTAL PC', 'SMITH DENTAL'],
    ['Smith Dental P.L.L.C.', 'SMITH DENTAL PLLC', 'SMITH DENTAL'],
    ['Northwind Limited Liability Company', 'NORTHWIND LLC', 'NORTHWIND'],
    ['Café Résumé Inc', 'CAFE RESUME INC', 'CAFE RESUME'],
    ['INC', 'INC', 'INC'],
    ['  ', '', ''],
  ])('%s', (name, legalKey, baseKey) => {
    expect(normalizeEmployerName(name)).toEqual({ legalKey, baseKey });
  });

  it('keeps different suffixes apart in the legal key', () => {
    expect(normalizeEmployerName('ACME INC').legalKey).not.toBe(normalizeEmployerName('ACME LLC').legalKey);
  });

  it('never makes a prefix equal: the traps', () => {
    expect(companyKey('Intel')).not.toBe(companyKey('INTELLECTT INC'));
    expect(companyKey('Apple')).not.toBe(companyKey('APPLE TREE DENTAL'));
    expect(companyKey('Amazon')).not.toBe(companyKey('AMAZON ADVERTISING LLC'));
    expect(companyKey('Meta')).not.toBe(companyKey('META SOFT INC'));
  });
});

describe('sponsorSlug', () => {
  it('makes URL slugs', () => {
    expect(sponsorSlug('AMAZON.COM SERVICES LLC')).toBe('amazon-com-services-llc');
    expect(sponsorSlug("JOHNS HOPKINS ALL CHILDREN'S HOSPITAL")).toBe('johns-hopkins-all-childrens-hospital');
    expect(sponsorSlug('***')).toBe('sponsor');
  });
});

describe('SPONSOR_BRANDS', () => {
  it('has unique slugs, brand-name keys and legal keys', () => {
    const slugs = new Set<string>();
    const names = new Map<string, string>();
    const legal = new Map<string, string>();
    for (const brand of SPONSOR_BRANDS) {
      expect(slugs.has(brand.slug), brand.slug).toBe(false);
      slugs.add(brand.slug);
      for (const name of brand.names) {
        const key = companyKey(name);
        expect(names.get(key) ?? brand.slug, `${name} in ${brand.slug}`).toBe(brand.slug);
        names.set(key, brand.slug);
      }
      for (const name of brand.legalNames) {
        const key = normalizeEmployerName(name).legalKey;
        expect(legal.get(key) ?? brand.slug, `${name} in ${brand.slug}`).toBe(brand.slug);
        legal.set(key, brand.slug);
      }
    }
  });
});
