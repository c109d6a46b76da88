import { ScrollText } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/hud/components/ui/dialog';
import { TERMS_SECTIONS, TERMS_VERSION } from './terms-sections';

/** The Terms of Service: 11 sections; "I Accept" ticks the sign-up box. Loaded on demand (see SignupForm). */
export function TermsDialog({
  open,
  onOpenChange,
  onAccept,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAccept?: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl gap-0 p-0">
        <DialogHeader className="border-b border-shade p-6 pb-4">
          <DialogTitle className="flex items-center gap-2">
            <ScrollText className="size-5 text-ember-bright" aria-hidden /> Terms of Service
          </DialogTitle>
          <DialogDescription>Shadow Hunter · version {TERMS_VERSION}</DialogDescription>
        </DialogHeader>
        <div className="max-h-[60dvh] overflow-y-auto px-6 py-4">
          <div className="flex flex-col gap-5">
            {TERMS_SECTIONS.map((section) => (
              <section key={section.id} aria-labelledby={`terms-${section.id}`} className="flex flex-col gap-1.5">
                <h3 id={`terms-${section.id}`} className="title-display text-base font-semibold text-ember-bright">
                  {section.title}
                </h3>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="text-sm leading-relaxed text-parchment-dim">
                    {paragraph}
                  </p>
                ))}
              </section>
            ))}
          </div>
        </div>
        <DialogFooter className="border-t border-shade p-4">
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          {onAccept && (
            <DialogClose asChild>
              <Button onClick={onAccept}>I Accept</Button>
            </DialogClose>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
