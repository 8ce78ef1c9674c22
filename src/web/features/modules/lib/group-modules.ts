import type { Carousel, Module } from '../../../../contracts/modules.ts';

export interface ModuleGroup {
  /** Null for the flat list shown when there are no carousels. */
  id: string | null;
  name: string | null;
  modules: Module[];
}

/**
 * Group the module list by carousel (SPEC §2), in carousel order. Only modules from the module
 * list are shown, so the two responses can never disagree on screen; a module in no carousel
 * lands in a trailing 'More teachers' group. No carousels: one flat, unnamed group.
 */
export function groupModules(modules: Module[], carousels: Carousel[]): ModuleGroup[] {
  if (carousels.length === 0) return [{ id: null, name: null, modules }];
  const byId = new Map(modules.map((module) => [module.id, module]));
  const placed = new Set<string>();
  const groups: ModuleGroup[] = [];
  for (const carousel of carousels) {
    const members: Module[] = [];
    for (const entry of carousel.modules) {
      const module = byId.get(entry.id);
      if (module && !placed.has(module.id)) {
        placed.add(module.id);
        members.push(module);
      }
    }
    if (members.length > 0) groups.push({ id: carousel.id, name: carousel.name, modules: members });
  }
  const rest = modules.filter((module) => !placed.has(module.id));
  if (rest.length > 0) {
    groups.push({
      id: groups.length === 0 ? null : 'more',
      name: groups.length === 0 ? null : 'More teachers',
      modules: rest,
    });
  }
  return groups;
}
