import { AlertCircle } from 'lucide-react';

/** An inline form error, announced to screen readers. */
export function FormMessage({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className="flex items-start gap-2 rounded-md border border-blood/40 bg-blood/10 px-3 py-2 text-sm text-[#ffb4ae]"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{message}</span>
    </p>
  );
}
