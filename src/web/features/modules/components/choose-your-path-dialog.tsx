import { LayoutGrid, Star } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { MODULE_OPEN_DELAY_MS } from '../../../../contracts/constants.ts';
import type { Module } from '../../../../contracts/modules.ts';
import { chatModulePath } from '../../../../contracts/routes.ts';
import { ModuleAvatar } from '../../../components/module-avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { choosePathModules } from '../lib/featured-modules.ts';

interface ChooseYourPathDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  modules: readonly Module[];
  /** Show the full list instead (the sidebar). */
  onBrowseAll: () => void;
  /** A teacher was chosen and their chat is opening. */
  onChosen?: (module: Module) => void;
}

/**
 * The module chooser opened from the welcome image (SPEC §2 "Dialogs"): the connector and six
 * featured teachers. A choice opens its chat after MODULE_OPEN_DELAY_MS, with a word that it is
 * on its way.
 */
export function ChooseYourPathDialog({
  open,
  onOpenChange,
  modules,
  onBrowseAll,
  onChosen,
}: ChooseYourPathDialogProps) {
  const [, navigate] = useLocation();
  const [opening, setOpening] = useState<Module | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const browsing = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { connector, featured } = choosePathModules(modules);
  const choices = [...(connector ? [connector] : []), ...featured.map((choice) => choice.module)];

  function handleOpenChange(next: boolean) {
    if (!next) {
      // Closing cancels a choice still on its way.
      clearTimeout(timer.current);
      setOpening(null);
    }
    onOpenChange(next);
  }

  function choose(module: Module) {
    if (opening) return;
    setOpening(module);
    timer.current = setTimeout(() => {
      navigate(chatModulePath(module.id));
      onChosen?.(module);
      setOpening(null);
      onOpenChange(false);
    }, MODULE_OPEN_DELAY_MS);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title="Choose Your Path"
      description="Begin with a teacher below, or browse every module."
      className="w-[min(94vw,40rem)]"
      data-testid="choose-your-path"
      onCloseAutoFocus={(event) => {
        // Browse All moves focus to the modules list instead of back to the welcome image.
        if (!browsing.current) return;
        browsing.current = false;
        event.preventDefault();
        onBrowseAll();
      }}
    >
      <ul className="mt-5 grid max-h-[55vh] gap-2 overflow-y-auto p-0.5 sm:grid-cols-2">
        {choices.map((module) => {
          const isOpening = opening?.id === module.id;
          return (
            <li key={module.id}>
              <button
                type="button"
                data-testid="path-choice"
                aria-disabled={opening !== null && !isOpening}
                onClick={() => choose(module)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-xl border border-border p-3 text-left transition-colors hover:bg-muted aria-disabled:opacity-50',
                  module.isConnector && 'border-primary/60 bg-primary/10',
                  isOpening && 'border-accent bg-selected',
                )}
              >
                <ModuleAvatar name={module.name} avatar={module.avatar} size="md" />
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-1.5 font-semibold">
                    <span className="truncate">{module.name}</span>
                    {module.isConnector ? (
                      <span role="img" aria-label="Connector module" className="text-highlight">
                        <Star aria-hidden="true" className="size-4 fill-current" />
                      </span>
                    ) : null}
                  </span>
                  <span className="line-clamp-2 text-xs text-muted-foreground">
                    {module.description}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="flex min-h-5 items-center gap-2 text-sm font-medium">
          {opening ? (
            <>
              <Spinner className="size-4" />
              Opening {opening.name}…
            </>
          ) : null}
        </p>
        <Button
          variant="outline"
          onClick={() => {
            browsing.current = true;
            handleOpenChange(false);
          }}
        >
          <LayoutGrid aria-hidden="true" />
          Browse All Modules
        </Button>
      </div>
    </Dialog>
  );
}
