import { Play, Star } from 'lucide-react';
import { useRef } from 'react';
import type { Module } from '../../../../contracts/modules.ts';
import { ModuleAvatar } from '../../../components/module-avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

interface ModulePosterDialogProps {
  module: Module;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs once the poster has closed after Begin: the message input takes focus. */
  onBegin: () => void;
}

/** The module poster (SPEC §2 "Dialogs"): the teacher's avatar, name and description. */
export function ModulePosterDialog({
  module,
  open,
  onOpenChange,
  onBegin,
}: ModulePosterDialogProps) {
  const beginning = useRef(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={module.name}
      data-testid="module-poster"
      className="text-center"
      onCloseAutoFocus={(event) => {
        if (!beginning.current) return;
        beginning.current = false;
        event.preventDefault();
        onBegin();
      }}
    >
      <div className="mt-4 flex flex-col items-center gap-4">
        <ModuleAvatar
          name={module.name}
          avatar={module.avatar}
          size="lg"
          className="size-24 text-5xl"
        />
        {module.isConnector ? (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-highlight">
            <Star aria-hidden="true" className="size-4 fill-current" />
            Connector for next-level reports
          </p>
        ) : null}
        <p className="text-pretty text-muted-foreground">{module.description}</p>
        <Button
          size="lg"
          onClick={() => {
            beginning.current = true;
            onOpenChange(false);
          }}
        >
          <Play aria-hidden="true" />
          Begin
        </Button>
      </div>
    </Dialog>
  );
}
