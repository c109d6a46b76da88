import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Moon } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/hud/components/ui/dialog';
import type { WelcomeBackView } from '@/runtime/view-models/welcome-back';
import { GainsList } from './absence-parts';
import { LAST_ABSENCE_ANCHOR } from './LastAbsence';

/** Where the hour-by-hour account of the last absence is: the activity page's "Your last time away". */
export const LAST_ABSENCE_HREF = { pathname: '/game/activity', hash: `#${LAST_ABSENCE_ANCHOR}` } as const;

function Part({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section aria-label={title} data-testid={testId} className="flex flex-col gap-1.5">
      <h3 className="font-semibold text-parchment">{title}</h3>
      {children}
    </section>
  );
}

const LIST = 'flex list-disc flex-col gap-1 pl-5 text-sm text-parchment-dim';

/**
 * The welcome back after time away (issue 32): what it brought, what held it back, what stopped and why, with the
 * way to the hour-by-hour account. Open while `view` is set; Continue, the link, Escape and the backdrop close it.
 * The body scrolls between a fixed header and footer, so Continue stays in reach on a phone.
 */
export function WelcomeBackDialog({
  view,
  onClose,
  onOpenHours,
}: {
  view: WelcomeBackView | null;
  onClose: () => void;
  /** The hour-by-hour link was followed (the dialog closes as the page changes). */
  onOpenHours: () => void;
}) {
  return (
    <Dialog open={view !== null} onOpenChange={(open) => !open && onClose()}>
      {view && (
        <DialogContent
          data-testid="welcome-back"
          className="flex max-h-[calc(100dvh-2rem)] max-w-lg flex-col gap-0 overflow-hidden p-0"
          showCloseButton={false}
        >
          <DialogHeader className="shrink-0 gap-1 border-b border-shade px-5 pb-3 pt-5 pr-5 sm:px-6">
            <DialogTitle className="flex items-center gap-2 text-2xl">
              <Moon className="size-5 shrink-0 text-ember-bright" aria-hidden />
              Welcome back, hunter
            </DialogTitle>
            <DialogDescription data-testid="welcome-back-summary">{view.summary}</DialogDescription>
          </DialogHeader>
          <div
            data-testid="welcome-back-body"
            className="flex min-h-0 flex-col gap-4 overflow-y-auto overscroll-contain px-5 py-4 sm:px-6"
          >
            {view.absence && (
              <Part title="While you were away" testId="welcome-back-gains">
                <GainsList gains={view.absence.total} prefix="welcome-total" />
              </Part>
            )}
            {view.capped.length > 0 && (
              <Part title="Held back" testId="welcome-back-capped">
                <ul className={LIST}>
                  {view.capped.map((line) => (
                    <li key={line.key} data-testid={`welcome-back-${line.key}`}>
                      {line.text}
                    </li>
                  ))}
                </ul>
              </Part>
            )}
            {view.stopped.length > 0 && (
              <Part title="What stopped, and why" testId="welcome-back-stopped">
                <ul className={LIST}>
                  {view.stopped.map((reason) => (
                    <li key={reason.key} data-testid={`welcome-back-reason-${reason.kind}`}>
                      {reason.text}
                    </li>
                  ))}
                </ul>
                <p className="text-xs text-muted-foreground">Times are hours:minutes after you left.</p>
              </Part>
            )}
            {view.news.length > 0 && (
              <Part title="News" testId="welcome-back-news">
                <ul className={LIST}>
                  {view.news.map((line) => (
                    <li key={line.key}>{line.text}</li>
                  ))}
                </ul>
              </Part>
            )}
            {view.lines.length > 0 && (
              <Part title="While you were away" testId="welcome-back-lines">
                <ul className="flex flex-col gap-1 text-sm text-parchment-dim">
                  {view.lines.map((line, index) => (
                    <li key={`${index}-${line}`}>{line}</li>
                  ))}
                </ul>
              </Part>
            )}
          </div>
          <DialogFooter className="shrink-0 gap-2 border-t border-shade px-5 py-3 sm:px-6">
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <Link to={LAST_ABSENCE_HREF} onClick={onOpenHours}>
                See it hour by hour
              </Link>
            </Button>
            <Button size="lg" className="w-full sm:w-auto" onClick={onClose}>
              Continue
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
