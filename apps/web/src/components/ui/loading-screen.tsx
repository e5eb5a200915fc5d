import { cn } from '@/lib/cn';

/**
 * The full-screen loading view: the logo with an optional message.
 * `inline` fills the content area instead of the whole viewport (used inside the layout).
 */
export function LoadingScreen({ message, inline }: { message?: string; inline?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-4 px-6 text-center',
        inline ? 'min-h-[50vh]' : 'min-h-dvh bg-background',
      )}
    >
      <img
        src="/logo.svg"
        alt=""
        width={56}
        height={56}
        className="size-14 animate-pulse rounded-2xl shadow-sm motion-reduce:animate-none"
      />
      {/* Always one line, the full width: when "Checking access..." turns to "Loading..." (the
          session known, the page's code still on its way) nothing moves (decision 050). */}
      <p className="w-full text-sm text-muted-foreground">{message ?? 'Loading...'}</p>
    </div>
  );
}
