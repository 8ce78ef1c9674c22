import { useState } from 'react';
import { avatarDisplay } from '../../contracts/module-display.ts';
import { cn } from '../lib/cn.ts';
import { useCanRenderEmoji } from '../lib/emoji-support.ts';

const sizes = {
  sm: 'size-8 text-base',
  md: 'size-10 text-xl',
  lg: 'size-14 text-3xl',
} as const;

const pixels = { sm: 32, md: 40, lg: 56 } as const;

interface ModuleAvatarProps {
  name: string;
  avatar: string | null | undefined;
  size?: keyof typeof sizes;
  className?: string;
}

/** Content gives paths like `avatars/x.png`; resolve them from the site root, not the route. */
function resolveImageSrc(src: string): string {
  if (/^(https?:)?\/\//i.test(src) || src.startsWith('/') || src.startsWith('data:')) return src;
  return '/' + src.replace(/^\.\//, '');
}

/**
 * A module's avatar (SPEC §3): its emoji (when this device can draw it), its image, or the first
 * letter of its name. The avatar is decorative: the module's name always sits beside it.
 */
export function ModuleAvatar({ name, avatar, size = 'md', className }: ModuleAvatarProps) {
  const display = avatarDisplay(name, avatar);
  const emojiDrawable = useCanRenderEmoji(display.kind === 'emoji' ? display.text : '');
  const box = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full leading-none',
    sizes[size],
    className,
  );
  if (display.kind === 'image') {
    // Keyed, so a new src gets a fresh chance after an earlier one failed to load.
    return (
      <AvatarImage
        key={display.src}
        src={resolveImageSrc(display.src)}
        name={name}
        size={size}
        className={box}
      />
    );
  }
  // Without an emoji font the emoji would be an empty box: the initial says more.
  if (display.kind === 'emoji' && emojiDrawable) {
    return (
      <span aria-hidden="true" data-avatar-kind="emoji" className={cn(box, 'bg-muted font-emoji')}>
        {display.text}
      </span>
    );
  }
  return (
    <LetterAvatar text={display.kind === 'letter' ? display.text : initial(name)} className={box} />
  );
}

function initial(name: string): string {
  return (name.trim()[0] ?? '?').toUpperCase();
}

function LetterAvatar({ text, className }: { text: string; className: string }) {
  return (
    <span
      aria-hidden="true"
      data-avatar-kind="letter"
      className={cn(className, 'bg-accent font-serif font-semibold text-accent-foreground')}
    >
      {text}
    </span>
  );
}

function AvatarImage({
  src,
  name,
  size,
  className,
}: {
  src: string;
  name: string;
  size: keyof typeof sizes;
  className: string;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) return <LetterAvatar text={initial(name)} className={className} />;
  return (
    <img
      src={src}
      alt=""
      data-avatar-kind="image"
      width={pixels[size]}
      height={pixels[size]}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn(className, 'bg-muted object-cover')}
    />
  );
}
