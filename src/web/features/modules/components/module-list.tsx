import { Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { Module } from '../../../../contracts/modules.ts';
import { chatModulePath } from '../../../../contracts/routes.ts';
import { ModuleAvatar } from '../../../components/module-avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCarousels } from '../api/get-carousels.ts';
import { useModules } from '../api/get-modules.ts';
import { groupModules } from '../lib/group-modules.ts';

export const MODULE_SKELETON_ROWS = 3;
export const NO_MODULES_TEXT = 'No modules found. Click sync to load.';

interface ModuleListProps {
  selectedModuleId: string | null;
  /** Called after a module row is clicked (the mobile sidebar closes). */
  onModuleSelect?: (module: Module) => void;
}

/** The sidebar's modules, grouped by carousel, with loading, empty and error states (SPEC §2). */
export function ModuleList({ selectedModuleId, onModuleSelect }: ModuleListProps) {
  const modulesQuery = useModules();
  const modules = modulesQuery.data ?? [];
  const carouselsQuery = useCarousels({ enabled: modules.length > 0 });

  if (modulesQuery.isPending) return <ModuleListSkeleton />;

  if (modulesQuery.isError) {
    return (
      <div role="alert" className="rounded-lg border border-border p-3 text-sm">
        <p>Could not load modules.</p>
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0 py-1"
          onClick={() => void modulesQuery.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  }

  if (modules.length === 0) {
    return <p className="px-2 py-3 text-sm text-muted-foreground">{NO_MODULES_TEXT}</p>;
  }

  const groups = groupModules(modules, carouselsQuery.data?.carousels ?? []);
  return (
    // grid-cols-1 (minmax(0, 1fr)) keeps long names from widening the sidebar.
    <div className="grid grid-cols-1 gap-4">
      {groups.map((group) => (
        <ModuleGroupList
          key={group.id ?? 'all'}
          name={group.name}
          modules={group.modules}
          selectedModuleId={selectedModuleId}
          onModuleSelect={onModuleSelect}
        />
      ))}
    </div>
  );
}

function ModuleGroupList({
  name,
  modules,
  selectedModuleId,
  onModuleSelect,
}: {
  name: string | null;
  modules: Module[];
  selectedModuleId: string | null;
  onModuleSelect?: (module: Module) => void;
}) {
  const headingId = useId();
  return (
    <div role={name ? 'group' : undefined} aria-labelledby={name ? headingId : undefined}>
      {name ? (
        <h3
          id={headingId}
          className="mb-1 px-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
        >
          {name}
        </h3>
      ) : null}
      <ul className="grid grid-cols-1 gap-0.5">
        {modules.map((module) => (
          <li key={module.id}>
            <ModuleRow
              module={module}
              selected={module.id === selectedModuleId}
              onSelect={onModuleSelect}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ModuleRow({
  module,
  selected,
  onSelect,
}: {
  module: Module;
  selected: boolean;
  onSelect?: (module: Module) => void;
}) {
  return (
    <Link
      href={chatModulePath(module.id)}
      title={module.description}
      aria-current={selected ? 'page' : undefined}
      data-testid="module-row"
      data-module-id={module.id}
      onClick={() => onSelect?.(module)}
      className={cn(
        'flex min-h-11 items-center gap-3 rounded-xl border border-transparent px-2 py-1.5 text-sm transition-colors hover:bg-muted',
        module.isConnector && 'border-primary/50 bg-primary/10',
        selected && 'border-accent/40 bg-selected font-semibold',
      )}
    >
      <ModuleAvatar name={module.name} avatar={module.avatar} size="sm" />
      <span className="min-w-0 flex-1 truncate">{module.name}</span>
      {module.isConnector ? (
        <span
          role="img"
          aria-label="Connector module"
          title="Connector module"
          className="text-highlight"
        >
          <Star aria-hidden="true" className="size-4 fill-current" />
        </span>
      ) : null}
    </Link>
  );
}

/** Three placeholder rows while the modules load (SPEC §2). */
export function ModuleListSkeleton() {
  return (
    <div role="status" aria-label="Loading modules" className="grid gap-1">
      {Array.from({ length: MODULE_SKELETON_ROWS }, (_, index) => (
        <div
          key={index}
          data-testid="module-skeleton-row"
          className="flex items-center gap-3 px-2 py-1.5"
        >
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="h-4 flex-1" />
        </div>
      ))}
    </div>
  );
}
