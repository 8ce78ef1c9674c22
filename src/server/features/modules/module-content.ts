import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ModuleFrontmatter, type GuideVoice } from '../../../contracts/modules.ts';

/** A module as read from its content file, before it is stored. */
export interface ModuleSource {
  id: string;
  name: string;
  description: string;
  avatar: string | null;
  carouselName: string | null;
  order: number;
  isConnector: boolean;
  voice: string | null;
  persona: string;
  /** The offline guide's voice, when the file gives one. */
  guide: GuideVoice | null;
  teachings: string;
  contentHash: string;
}

export interface ContentReadResult {
  modules: ModuleSource[];
  /** Carousel names in display order (from content/carousels.yaml, then any others A–Z). */
  carouselOrder: string[];
  errors: { file: string; message: string }[];
  /** False when the modules folder itself is missing: nothing should be archived then. */
  folderFound: boolean;
}

const MODULE_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Parse one module file. Throws an Error whose message says what is wrong with it. */
export function parseModuleFile(fileName: string, text: string): ModuleSource {
  const id = path.basename(fileName, '.md');
  if (!MODULE_ID.test(id)) {
    throw new Error(
      'file name must be lowercase letters, digits and hyphens (it becomes the module id)',
    );
  }
  const match = FRONTMATTER.exec(text);
  if (!match) throw new Error('missing YAML frontmatter between --- lines');
  let raw: unknown;
  try {
    raw = parseYaml(match[1] ?? '');
  } catch (error) {
    throw new Error(`frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  const parsed = ModuleFrontmatter.safeParse(raw);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  const teachings = (match[2] ?? '').trim();
  if (!teachings) throw new Error('the teachings text after the frontmatter is empty');
  const fm = parsed.data;
  return {
    id,
    name: fm.name.trim(),
    description: fm.description.trim(),
    avatar: fm.avatar?.trim() ?? null,
    carouselName: fm.carousel?.trim() ?? null,
    order: fm.order,
    isConnector: fm.connector,
    voice: fm.voice ?? null,
    persona: fm.persona.trim(),
    guide: fm.guide ?? null,
    teachings,
    contentHash: createHash('sha256').update(text).digest('hex'),
  };
}

/** Read every `modules/*.md` under the content folder. Bad files are reported, not fatal. */
export async function readModuleContent(contentDir: string): Promise<ContentReadResult> {
  const modulesDir = path.join(contentDir, 'modules');
  const errors: ContentReadResult['errors'] = [];
  let names: string[];
  try {
    names = (await fs.readdir(modulesDir)).filter((n) => n.endsWith('.md')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return {
        modules: [],
        carouselOrder: [],
        errors: [{ file: 'modules', message: `folder not found: ${modulesDir}` }],
        folderFound: false,
      };
    }
    throw error;
  }

  const modules: ModuleSource[] = [];
  for (const name of names) {
    try {
      modules.push(parseModuleFile(name, await fs.readFile(path.join(modulesDir, name), 'utf8')));
    } catch (error) {
      errors.push({ file: `modules/${name}`, message: (error as Error).message });
    }
  }

  const declared = await readCarouselOrder(contentDir, errors);
  const others = [...new Set(modules.map((m) => m.carouselName).filter((c): c is string => !!c))]
    .filter((c) => !declared.includes(c))
    .sort((a, b) => a.localeCompare(b));
  return { modules, carouselOrder: [...declared, ...others], errors, folderFound: true };
}

async function readCarouselOrder(
  contentDir: string,
  errors: ContentReadResult['errors'],
): Promise<string[]> {
  const file = path.join(contentDir, 'carousels.yaml');
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    return [];
  }
  try {
    const value: unknown = parseYaml(text);
    if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
      return value.map((v) => v.trim());
    errors.push({ file: 'carousels.yaml', message: 'must be a YAML list of carousel names' });
  } catch (error) {
    errors.push({ file: 'carousels.yaml', message: (error as Error).message });
  }
  return [];
}

/** A carousel's id: its name as a lowercase slug. */
export function carouselId(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
  return slug || 'carousel';
}
