import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/hud/components/ui/alert-dialog';
import { Button, type ButtonProps } from '@/hud/components/ui/button';
import { cn } from '@/hud/lib/cn';
import { TAP } from '@/hud/components/items/page-style';

interface ConfirmButtonProps {
  children: ReactNode;
  /** The button's accessible name when its text is short ("All" → "Sell all Iron Ore"). */
  label?: string;
  title: string;
  description: ReactNode;
  /** More to read before confirming (the lines of a sale). */
  details?: ReactNode;
  confirm: string;
  onConfirm: () => void;
  variant?: ButtonProps['variant'];
  disabled?: boolean;
  className?: string;
}

/** A button that asks first: for what cannot be undone (selling, deleting). */
export function ConfirmButton({
  children,
  label,
  title,
  description,
  details,
  confirm,
  onConfirm,
  variant = 'outline',
  disabled = false,
  className,
}: ConfirmButtonProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant={variant} disabled={disabled} aria-label={label} className={cn(TAP, className)}>
          {children}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {details}
        <AlertDialogFooter>
          <AlertDialogCancel className={TAP}>Cancel</AlertDialogCancel>
          <AlertDialogAction className={TAP} onClick={onConfirm}>
            {confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
