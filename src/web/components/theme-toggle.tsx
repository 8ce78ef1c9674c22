import { ToggleGroup } from 'radix-ui';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { THEMES, useTheme, type Theme } from '../lib/theme.tsx';

const options: Record<Theme, { label: string; icon: LucideIcon }> = {
  light: { label: 'Light', icon: Sun },
  dark: { label: 'Dark', icon: Moon },
  system: { label: 'System', icon: Monitor },
};

function isTheme(value: string): value is Theme {
  return (THEMES as readonly string[]).includes(value);
}

/** Light / Dark / System as a radio group: one click, and the current choice is announced. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  return (
    <ToggleGroup.Root
      type="single"
      value={theme}
      // An empty value means the active item was clicked again: keep the choice.
      onValueChange={(value) => {
        if (isTheme(value)) setTheme(value);
      }}
      aria-label="Theme"
      data-testid="theme-toggle"
      className={cn('inline-flex rounded-lg border border-border bg-background p-0.5', className)}
    >
      {THEMES.map((value) => {
        const { label, icon: Icon } = options[value];
        return (
          <ToggleGroup.Item
            key={value}
            value={value}
            aria-label={label}
            title={label}
            className="inline-flex size-7 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:text-foreground data-[state=on]:bg-primary data-[state=on]:text-primary-foreground"
          >
            <Icon aria-hidden="true" className="size-4" />
          </ToggleGroup.Item>
        );
      })}
    </ToggleGroup.Root>
  );
}
