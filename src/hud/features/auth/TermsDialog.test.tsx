import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '@/platform/terms';
import { TermsDialog } from './TermsDialog';

describe('Terms of Service dialog', () => {
  it('shows the version the sign-up function records (one constant, src/platform/terms.ts)', () => {
    render(<TermsDialog open onOpenChange={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Terms of Service' })).toHaveTextContent(
      `Shadow Hunter · version ${TERMS_VERSION}`,
    );
    expect(TERMS_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
