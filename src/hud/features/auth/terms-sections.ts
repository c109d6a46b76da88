/** The Terms of Service shown at sign-up (spec 000 §2: 11 sections), written for this game and DESIGN ruling 8. */
export { TERMS_VERSION } from '@/platform/terms';

export interface TermsSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export const TERMS_SECTIONS: TermsSection[] = [
  {
    id: 'acceptance',
    title: '1. Acceptance of Terms',
    paragraphs: [
      'By creating a Shadow Hunter account you agree to these Terms of Service. If you do not agree, do not create an account or play the game.',
    ],
  },
  {
    id: 'account-types',
    title: '2. Account Types',
    paragraphs: [
      'Every new account starts as a free Demo account: skills reach level 15 at most and your hunter rank is capped at D.',
      'Base Game, Expansion I, Expansion II and Supporter accounts raise those limits, widen your bank and inventory, and (for the expansions and Supporter) add an experience and gold bonus. The upgrade page lists each tier side by side.',
    ],
  },
  {
    id: 'security',
    title: '3. Account Security',
    paragraphs: [
      'You sign in with your e-mail address and a password of at least 6 characters. Keep your password to yourself: you are responsible for everything done with your account.',
      'Accounts are personal. Sharing, lending or selling an account is not allowed.',
    ],
  },
  {
    id: 'game-rules',
    title: '4. Game Rules',
    paragraphs: [
      'Play fair. Cheating, automation beyond the game’s own idle systems, exploiting bugs, tampering with save files and harassing other players are forbidden.',
      'Real-money trading of accounts, items, gold or wraiths is not allowed.',
    ],
  },
  {
    id: 'death-penalty',
    title: '5. Death Penalty',
    paragraphs: [
      'Death in Shadow Hunter has weight: when your hunter dies, equipped gear can be lost permanently, and lost gear is not restored by support.',
      'New hunters are protected. Until you reach hunter rank D a grace period applies and death costs you no gear; Demo accounts keep this protection until rank D. After that, each death outside the grace rules destroys equipped gear.',
    ],
  },
  {
    id: 'purchases',
    title: '6. Purchases and Upgrade Codes',
    paragraphs: [
      'Shadow Hunter is a one-time purchase with optional expansion packs. There are no loot boxes, no premium currency and no pay-for-power.',
      'The game takes no payments itself. An account is upgraded by redeeming an upgrade code on the upgrade page; each code works once. Upgrades are final and non-refundable.',
    ],
  },
  {
    id: 'privacy',
    title: '7. Privacy',
    paragraphs: [
      'We store your e-mail address, your account tier and your game progress. Your progress is saved on your device first and backed up to your cloud profile. Error reports stay in your browser unless you export them yourself.',
      'E-mail contact is opt-in only: we write to you about news and updates only if you tick the box at sign-up.',
    ],
  },
  {
    id: 'termination',
    title: '8. Termination',
    paragraphs: [
      'We may suspend or close accounts that break these terms. You may stop playing and ask for your account to be deleted at any time.',
    ],
  },
  {
    id: 'changes',
    title: '9. Changes to the Terms',
    paragraphs: [
      'We may update these terms as the game grows. Important changes are announced in the game; continuing to play after a change means you accept the new terms.',
    ],
  },
  {
    id: 'liability',
    title: '10. Limitation of Liability',
    paragraphs: [
      'The game is provided as is. We work hard to keep your progress safe, but we are not liable for lost progress, lost items or interruptions of service beyond what the law requires.',
    ],
  },
  {
    id: 'contact',
    title: '11. Contact',
    paragraphs: [
      'Questions about these terms or your account? Reach the Shadow Hunter team through the contact address on the game’s homepage. Include your account e-mail and, for bugs, an exported error file from the game.',
    ],
  },
];
