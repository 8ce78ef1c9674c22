import fs from 'node:fs';
import { z } from 'zod';

/**
 * Help lines by country, for the caring replies. The built-in table holds national lines we could
 * check against the services' own pages; everywhere else the reply names the local emergency number
 * and findahelpline.com. Operators extend or correct it with CRISIS_RESOURCES_FILE (same shape,
 * merged over this table, country by country).
 */
export const CountryResources = z.object({
  /** The emergency number, e.g. '911'. */
  emergency: z.string().trim().min(1).max(40).optional(),
  /** Suicide and emotional-crisis lines, one Markdown line each (no leading dash). */
  crisis: z.array(z.string().trim().min(1).max(300)).max(10).default([]),
  /** Domestic-violence and abuse lines. */
  abuse: z.array(z.string().trim().min(1).max(300)).max(10).default([]),
});
export type CountryResources = z.infer<typeof CountryResources>;

/** Keys are ISO 3166-1 alpha-2 codes (upper case) or `default` for everywhere else. */
export const ResourceTable = z.record(
  z.string().regex(/^([A-Z]{2}|default)$/, 'keys are ISO country codes such as US, or default'),
  CountryResources,
);
export type ResourceTable = z.infer<typeof ResourceTable>;

// EU and EEA countries whose languages the screen reads: 112 is their common emergency number.
// No national line is listed until it is checked against the service's own page.
const EMERGENCY_ONLY_112 = [
  'SE',
  'DK',
  'NO',
  'FI',
  'HU',
  'CZ',
  'SK',
  'HR',
  'BG',
  'RO',
  'SI',
  'LT',
  'LV',
  'EE',
];

export const BUILT_IN_RESOURCES: ResourceTable = {
  default: { crisis: [], abuse: [] },
  US: {
    emergency: '911',
    crisis: ['**988** Suicide & Crisis Lifeline: call or text 988'],
    abuse: ['National Domestic Violence Hotline: **1-800-799-7233** (or text START to 88788)'],
  },
  CA: {
    emergency: '911',
    crisis: ['**988** Suicide Crisis Helpline: call or text 988'],
    abuse: [],
  },
  GB: {
    emergency: '999',
    crisis: ['Samaritans: **116 123** (free, 24/7)', 'Shout: text SHOUT to **85258**'],
    abuse: ['National Domestic Abuse Helpline: **0808 2000 247** (24/7)'],
  },
  IE: {
    emergency: '112',
    crisis: ['Samaritans: **116 123** (free, 24/7)'],
    abuse: ["Women's Aid: **1800 341 900** (24/7)"],
  },
  AU: {
    emergency: '000',
    crisis: ['Lifeline: **13 11 14**'],
    abuse: ['1800RESPECT: **1800 737 732**'],
  },
  NZ: {
    emergency: '111',
    crisis: ['Need to talk? Call or text **1737**'],
    abuse: ["Women's Refuge: **0800 733 843**"],
  },
  DE: {
    emergency: '112',
    crisis: ['TelefonSeelsorge: **0800 111 0 111** oder **0800 111 0 222**'],
    abuse: ['Hilfetelefon Gewalt gegen Frauen: **116 016**'],
  },
  AT: { emergency: '112', crisis: ['Telefonseelsorge: **142**'], abuse: [] },
  CH: { emergency: '112', crisis: ['Die Dargebotene Hand: **143**'], abuse: [] },
  FR: {
    emergency: '112',
    crisis: ['Numéro national de prévention du suicide : **3114**'],
    abuse: ['Violences Femmes Info : **3919**'],
  },
  ES: {
    emergency: '112',
    crisis: ['Línea de atención a la conducta suicida: **024**'],
    abuse: ['Atención a víctimas de violencia de género: **016**'],
  },
  IT: { emergency: '112', crisis: [], abuse: ['Numero antiviolenza e stalking: **1522**'] },
  NL: {
    emergency: '112',
    crisis: ['113 Zelfmoordpreventie: **113** of **0800-0113**'],
    abuse: ['Veilig Thuis: **0800-2000**'],
  },
  PL: { emergency: '112', crisis: ['Telefon zaufania: **116 123**'], abuse: [] },
  BR: {
    emergency: '192',
    crisis: ['CVV (Centro de Valorização da Vida): **188**'],
    abuse: ['Central de Atendimento à Mulher: **180**'],
  },
  MX: { emergency: '911', crisis: ['Línea de la Vida: **800 911 2000**'], abuse: [] },
  IN: {
    emergency: '112',
    crisis: ['Tele-MANAS: **14416**'],
    abuse: ['Women Helpline: **181**'],
  },
  JP: {
    emergency: '119',
    crisis: ['いのちの電話: **0570-783-556**'],
    abuse: ['DV相談ナビ: **#8008**'],
  },
  KR: {
    emergency: '112',
    crisis: ['자살예방상담전화: **109**'],
    abuse: ['여성긴급전화: **1366**'],
  },
  TW: { emergency: '110', crisis: ['安心專線: **1925**'], abuse: ['保護專線: **113**'] },
  UA: { emergency: '112', crisis: ['Lifeline Ukraine: **7333**'], abuse: [] },
  IL: { emergency: '100', crisis: ['ער"ן: **1201**'], abuse: [] },
  ...Object.fromEntries(
    EMERGENCY_ONLY_112.map((country) => [country, { emergency: '112', crisis: [], abuse: [] }]),
  ),
  ZA: {
    emergency: '10111',
    crisis: ['SADAG: **0800 567 567**'],
    abuse: ['GBV Command Centre: **0800 428 428**'],
  },
};

/** The table in effect: the built-in one with an operator's file merged over it, country by country. */
export function loadResourceTable(file: string | undefined): ResourceTable {
  if (!file) return BUILT_IN_RESOURCES;
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${file} as JSON (${(error as Error).message})`);
  }
  const parsed = ResourceTable.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // zod reports a bad record key as 'Invalid key in record'; say what a key must be.
    const message =
      issue?.code === 'invalid_key'
        ? 'keys are ISO country codes such as US, or default'
        : (issue?.message ?? 'invalid');
    throw new Error(`${file}: ${issue?.path.join('.') || '(root)'}: ${message}`);
  }
  return { ...BUILT_IN_RESOURCES, ...parsed.data };
}

/**
 * Languages spoken mainly in one country, for a browser that sends a language without a region
 * (`ja`, not `ja-JP`). Languages spread over many countries (en, es, fr, ar…) are left out.
 */
const SINGLE_COUNTRY_LANGUAGES: Record<string, string> = {
  ja: 'JP',
  ko: 'KR',
  he: 'IL',
  pl: 'PL',
  uk: 'UA',
  nl: 'NL',
  it: 'IT',
  tr: 'TR',
  th: 'TH',
  vi: 'VN',
  id: 'ID',
  el: 'GR',
  fil: 'PH',
  tl: 'PH',
  sv: 'SE',
  da: 'DK',
  nb: 'NO',
  nn: 'NO',
  no: 'NO',
  fi: 'FI',
  hu: 'HU',
  cs: 'CZ',
  sk: 'SK',
  hr: 'HR',
  bg: 'BG',
  sl: 'SI',
  lt: 'LT',
  lv: 'LV',
  et: 'EE',
  // Spoken mainly in India (Punjabi and Bengali are not: Pakistan and Bangladesh share them).
  mr: 'IN',
  te: 'IN',
};

/** The person's likely country from their browser's Accept-Language, or null when it does not say. */
export function countryFromAcceptLanguage(header: string | undefined): string | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean)
    .slice(0, 6);
  for (const tag of tags) {
    // The region is the first two-letter subtag after the language (en-US, zh-Hant-TW).
    const region = tag
      .split('-')
      .slice(1)
      .find((sub) => /^[A-Za-z]{2}$/.test(sub));
    if (region) return region.toUpperCase();
  }
  const language = tags[0]?.split('-')[0]?.toLowerCase();
  return (language && SINGLE_COUNTRY_LANGUAGES[language]) || null;
}

/** The resources for a country: its own entry, or the table's default. */
export function resourcesFor(table: ResourceTable, country: string | null): CountryResources {
  return (country && table[country]) || table.default || { crisis: [], abuse: [] };
}
