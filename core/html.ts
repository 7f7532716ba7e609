/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  ndash: '–',
  mdash: '—',
  minus: '-',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  hellip: '…',
  bull: '•',
  middot: '·',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  copy: '©',
  reg: '®',
  trade: '™',
  times: '×',
  divide: '÷',
  deg: '°',
  plusmn: '±',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  laquo: '«',
  raquo: '»',
  sect: '§',
  para: '¶',
  shy: '',
  zwj: '',
  zwnj: '',
  aacute: 'á',
  agrave: 'à',
  acirc: 'â',
  auml: 'ä',
  atilde: 'ã',
  aring: 'å',
  ccedil: 'ç',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  iacute: 'í',
  igrave: 'ì',
  icirc: 'î',
  iuml: 'ï',
  ntilde: 'ñ',
  oacute: 'ó',
  ograve: 'ò',
  ocirc: 'ô',
  ouml: 'ö',
  otilde: 'õ',
  oslash: 'ø',
  uacute: 'ú',
  ugrave: 'ù',
  ucirc: 'û',
  uuml: 'ü',
  szlig: 'ß',
  Eacute: 'É',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
};

const LENIENT = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));?/g;
const STRICT = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g;

/**
 * Decodes named and numeric character references: the one decoder of job postings (HTML), filed employer
 * names and document XML. Lone surrogates, out-of-range code points, control and private-use characters
 * are never text (NUL could not even be stored): they become nothing, a tab or line feed a space.
 * - default (HTML as browsers read it): the ';' may be missing; an unknown name stays as written.
 * - `strict` (filed names, where 'JOHNSON&JOHNSON' is a name, not a reference): only references ending in
 *   ';' are read, and an unknown one becomes a space, as does a character that is never text.
 */
export function decodeEntities(text: string, options: { strict?: boolean } = {}): string {
  if (!text.includes('&')) return text;
  const strict = options.strict === true;
  return text.replace(strict ? STRICT : LENIENT, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) {
      return NAMED_ENTITIES[name] ?? NAMED_ENTITIES[name.toLowerCase()] ?? (strict ? ' ' : whole);
    }
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
    // Private-use characters would also pass for the break markers of the job text converter.
    const isPrivateUse = code >= 0xe000 && code <= 0xf8ff;
    if (code < 32 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || isPrivateUse) {
      return strict || code === 9 || code === 10 ? ' ' : '';
    }
    return String.fromCodePoint(code);
  });
}
