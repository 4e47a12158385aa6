import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Takes focus when it appears: for an answer the user pressed a button and waited
 * for (a refusal, a finished run), whose button is gone, so focus would otherwise
 * fall to the page and nothing would be heard.
 */
export function FocusOnMount({ children, className }: { children: ReactNode; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className={className}>
      {children}
    </div>
  );
}
