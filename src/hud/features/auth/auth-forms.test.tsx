import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/hud/game/auth-context';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';

function authValue(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    session: null,
    loading: false,
    isAdmin: false,
    adminChecked: false,
    accountTier: null,
    refreshAccountTier: async () => undefined,
    signIn: vi.fn(async () => undefined),
    signUp: vi.fn(async () => ({ confirmationPending: false })),
    signOut: async () => undefined,
    ...overrides,
  };
}

function withAuth(value: AuthContextValue, node: ReactNode) {
  return render(<AuthContext.Provider value={value}>{node}</AuthContext.Provider>);
}

describe('LoginForm', () => {
  it('asks for both fields before calling the server', async () => {
    const value = authValue();
    withAuth(value, <LoginForm onSignedIn={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password');
    await userEvent.type(screen.getByLabelText('Email'), 'hunter@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password');
    expect(value.signIn).not.toHaveBeenCalled();
  });

  it('signs in and shows the returned failure message', async () => {
    const onSignedIn = vi.fn();
    const value = authValue({ signIn: vi.fn(async () => Promise.reject(new Error('Invalid login credentials'))) });
    withAuth(value, <LoginForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Email'), 'hunter@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrongpass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(value.signIn).toHaveBeenCalledWith('hunter@example.com', 'wrongpass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe('SignupForm', () => {
  const fill = async (email: string, password: string) => {
    if (email) await userEvent.type(screen.getByLabelText('Email'), email);
    if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  };
  const submit = () => screen.getByRole('button', { name: 'Create Account' });
  const termsBox = () => screen.getByRole('checkbox', { name: 'I accept the Terms of Service' });
  const acceptTerms = () => userEvent.click(termsBox());

  it('names the terms box by what it accepts, and keeps the Terms of Service link a separate control', async () => {
    withAuth(authValue(), <SignupForm onSignedUp={() => undefined} />);
    expect(termsBox()).toHaveAccessibleName('I accept the Terms of Service');
    expect(termsBox()).toHaveAccessibleDescription(
      'Gear can be lost for good on death (demo accounts are protected until rank D).',
    );
    expect(termsBox()).not.toBeChecked();
    // The label's own words still tick the box; the link opens the terms without ticking it.
    await userEvent.click(screen.getByText('I accept the'));
    expect(termsBox()).toBeChecked();
    await userEvent.click(termsBox());
    await userEvent.click(screen.getByRole('button', { name: 'Terms of Service' }));
    const dialog = await screen.findByRole('dialog', { name: /Terms of Service/ });
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(termsBox()).not.toBeChecked();
  });

  it('keeps the button disabled while the terms are unticked', async () => {
    withAuth(authValue(), <SignupForm onSignedUp={() => undefined} />);
    await fill('hunter@example.com', 'secret123');
    expect(submit()).toBeDisabled();
    await acceptTerms();
    expect(submit()).toBeEnabled();
  });

  it('asks for both fields', async () => {
    const value = authValue();
    withAuth(value, <SignupForm onSignedUp={() => undefined} />);
    await acceptTerms();
    await userEvent.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password');
    expect(value.signUp).not.toHaveBeenCalled();
  });

  it('refuses a password shorter than 6 characters', async () => {
    const value = authValue();
    withAuth(value, <SignupForm onSignedUp={() => undefined} />);
    await fill('hunter@example.com', 'abc12');
    await acceptTerms();
    await userEvent.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    expect(value.signUp).not.toHaveBeenCalled();
  });

  it('sends the terms and opt-in choices and shows a failure', async () => {
    const onSignedUp = vi.fn();
    const value = authValue({
      signUp: vi.fn(async () => Promise.reject(new Error('Email already exists. Try logging in instead.'))),
    });
    withAuth(value, <SignupForm onSignedUp={onSignedUp} />);
    await fill('hunter@example.com', 'secret123');
    await acceptTerms();
    await userEvent.click(screen.getByRole('checkbox', { name: /news and updates/ }));
    await userEvent.click(submit());
    expect(value.signUp).toHaveBeenCalledWith({
      email: 'hunter@example.com',
      password: 'secret123',
      tosAccepted: true,
      emailOptIn: true,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already exists. Try logging in instead.');
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('enters the game once the account is made and signed in', async () => {
    const onSignedUp = vi.fn();
    withAuth(authValue(), <SignupForm onSignedUp={onSignedUp} />);
    await fill('hunter@example.com', 'secret123');
    await acceptTerms();
    await userEvent.click(submit());
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells the player to check their e-mail when the address must be confirmed, instead of entering', async () => {
    const onSignedUp = vi.fn();
    const value = authValue({ signUp: vi.fn(async () => ({ confirmationPending: true })) });
    withAuth(value, <SignupForm onSignedUp={onSignedUp} />);
    await fill(' hunter@example.com ', 'secret123');
    await acceptTerms();
    await userEvent.click(submit());
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Check your e-mail');
    expect(status).toHaveTextContent('We sent a confirmation link to hunter@example.com.');
    expect(onSignedUp).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the Terms of Service with its 11 sections, and I Accept ticks the box', async () => {
    withAuth(authValue(), <SignupForm onSignedUp={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Terms of Service' }));
    const dialog = await screen.findByRole('dialog', { name: /Terms of Service/ });
    const headings = [...dialog.querySelectorAll('h3')].map((heading) => heading.textContent);
    expect(headings).toHaveLength(11);
    const sections = [
      'Acceptance',
      'Account Types',
      'Security',
      'Game Rules',
      'Death Penalty',
      'Purchases',
      'Privacy',
      'Termination',
      'Changes',
      'Liability',
      'Contact',
    ];
    expect(headings.join(' | ')).toMatch(new RegExp(sections.join('.*')));
    await userEvent.click(screen.getByRole('button', { name: 'I Accept' }));
    expect(termsBox()).toBeChecked();
  });
});
