import type { Module } from '../../../../contracts/modules.ts';
import { FEATURED_MODULE_KEYWORDS } from '../../../../contracts/module-display.ts';

export type FeaturedKey = keyof typeof FEATURED_MODULE_KEYWORDS;

export interface PathChoices {
  /** The connector module for next-level reports, highlighted with a star. */
  connector: Module | null;
  /** Up to six featured modules, in the popup's order; slots with no match are left out. */
  featured: { key: FeaturedKey; module: Module }[];
}

/**
 * The Choose Your Path popup's modules (SPEC §2 "Dialogs"): the connector plus the six featured
 * teachers, each matched to a real module whose name contains one of its keywords
 * (case-insensitive, keywords tried in order). A module fills at most one place.
 */
export function choosePathModules(modules: readonly Module[]): PathChoices {
  const connector = modules.find((module) => module.isConnector) ?? null;
  const used = new Set<string>(connector ? [connector.id] : []);
  const featured: PathChoices['featured'] = [];
  for (const [key, keywords] of Object.entries(FEATURED_MODULE_KEYWORDS) as [
    FeaturedKey,
    readonly string[],
  ][]) {
    for (const keyword of keywords) {
      const match = modules.find(
        (module) => !used.has(module.id) && module.name.toLowerCase().includes(keyword),
      );
      if (match) {
        used.add(match.id);
        featured.push({ key, module: match });
        break;
      }
    }
  }
  return { connector, featured };
}
