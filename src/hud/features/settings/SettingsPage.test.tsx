import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { summarizeSave } from '@/persistence/save-shape';
import {
  IMPORT_INVALID_MESSAGE,
  IMPORT_TAMPERED_MESSAGE,
  SaveFileError,
  type ImportPreview,
} from '@/persistence/save-file';
import { createSampleSave } from '@/persistence/testing/sample-save';
import type { SaveControls, SlotListing } from '@/runtime/saves/slot-controls';
import { SaveControlsContext } from './save-controls';
import { SettingsPage } from './SettingsPage';

const T0 = 1_700_000_000_000;
const sample = createSampleSave({ lastSaved: T0 });
const preview: ImportPreview = {
  state: sample,
  summary: summarizeSave(sample),
  checksum: 'c'.repeat(64),
  exportedAt: new Date(T0).toISOString(),
  fileVersion: 1,
};

function listing(slot2: boolean): SlotListing {
  const save = {
    slotName: 'Main Save',
    level: 7,
    hunterRank: 'D',
    playtime: 2 * 3_600_000 + 5 * 60_000,
    lastModified: T0,
  };
  return {
    readOnly: false,
    slots: [
      { slotNumber: 1, active: true, save },
      { slotNumber: 2, active: false, save: slot2 ? { ...save, slotName: 'Save 2', level: 3 } : null },
      { slotNumber: 3, active: false, save: null },
    ],
  };
}

function controls(overrides: Partial<SaveControls> = {}): SaveControls {
  return {
    listSlots: vi.fn(async () => listing(true)),
    loadSlot: vi.fn(async () => undefined),
    saveToSlot: vi.fn(async () => undefined),
    exportSave: vi.fn(async () => undefined),
    prepareImport: vi.fn(async () => preview),
    importSave: vi.fn(async () => ({
      status: 'imported' as const,
      target: { slotNumber: 2 as const, existing: null },
      backupId: null,
      saved: {
        state: sample,
        write: { slotNumber: 2 as const, sequence: 1, checksum: '', hashChain: '', compressedBytes: 1, savedAt: T0 },
      },
    })),
    subscribe: () => () => undefined,
    ...overrides,
  };
}

function renderPage(value: SaveControls) {
  render(
    <MemoryRouter>
      <SaveControlsContext.Provider value={value}>
        <SettingsPage />
      </SaveControlsContext.Provider>
    </MemoryRouter>,
  );
}

const file = () => new File(['{}'], 'save.json', { type: 'application/json' });

describe('the Settings page', () => {
  it('lists the three slots: name, level, rank, playtime, last modified, and which is active', async () => {
    renderPage(controls());
    const slot1 = await screen.findByRole('article', { name: 'Slot 1' });
    expect(slot1).toHaveTextContent('Main Save');
    expect(slot1).toHaveTextContent('Active');
    expect(slot1).toHaveTextContent('7');
    expect(slot1).toHaveTextContent('D');
    expect(slot1).toHaveTextContent('2h 05m');
    expect(within(slot1).getByRole('time')).toHaveAttribute('dateTime', new Date(T0).toISOString());
    expect(screen.getByRole('article', { name: 'Slot 3' })).toHaveTextContent('Empty slot');
    expect(within(slot1).queryByRole('button', { name: /Load/ })).not.toBeInTheDocument();
  });

  it('loads another slot only after confirmation', async () => {
    const value = controls();
    renderPage(value);
    const slot2 = await screen.findByRole('article', { name: 'Slot 2' });
    await userEvent.click(within(slot2).getByRole('button', { name: /Load/ }));
    const confirm = screen.getByRole('alertdialog', { name: 'Load slot 2?' });
    expect(confirm).toHaveTextContent('Your current game is saved to slot 1 first');
    expect(value.loadSlot).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(value.loadSlot).toHaveBeenCalledWith(2));
  });

  it('shows the spec messages for a tampered and a malformed file, and writes nothing', async () => {
    const prepareImport = vi
      .fn<SaveControls['prepareImport']>()
      .mockRejectedValueOnce(new SaveFileError('tampered', 'checksum'))
      .mockRejectedValueOnce(new Error('anything else'));
    const value = controls({ prepareImport });
    renderPage(value);
    const input = await screen.findByLabelText('Save file to import');
    await userEvent.upload(input, file());
    expect(await screen.findByTestId('import-error')).toHaveTextContent(IMPORT_TAMPERED_MESSAGE);
    await userEvent.upload(input, file());
    await waitFor(() => expect(screen.getByTestId('import-error')).toHaveTextContent(IMPORT_INVALID_MESSAGE));
    expect(value.importSave).not.toHaveBeenCalled();
  });

  it('previews an import and asks before overwriting an occupied slot', async () => {
    const value = controls();
    renderPage(value);
    await userEvent.upload(await screen.findByLabelText('Save file to import'), file());
    const dialog = await screen.findByRole('dialog', { name: 'Import save' });
    expect(within(dialog).getByTestId('import-preview')).toHaveTextContent(sample.player.username);
    // Slot 3 is the first empty one; choose the occupied slot 2 instead.
    expect(within(dialog).getByLabelText('Import into')).toHaveValue('3');
    await userEvent.selectOptions(within(dialog).getByLabelText('Import into'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const confirm = await screen.findByRole('dialog', { name: 'Overwrite slot 2?' });
    expect(within(confirm).getByRole('alert')).toHaveTextContent('Slot 2 holds Save 2 (level 3, rank D');
    expect(value.importSave).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Overwrite and import' }));
    await waitFor(() => expect(value.importSave).toHaveBeenCalledWith(preview, 2, true));
  });

  it('imports into an empty slot without a second question', async () => {
    const value = controls({ listSlots: vi.fn(async () => listing(false)) });
    renderPage(value);
    await userEvent.upload(await screen.findByLabelText('Save file to import'), file());
    const dialog = await screen.findByRole('dialog', { name: 'Import save' });
    expect(within(dialog).getByLabelText('Import into')).toHaveValue('2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(value.importSave).toHaveBeenCalledWith(preview, 2, false));
  });

  it('turns the slot buttons off in a read-only tab', async () => {
    renderPage(controls({ listSlots: vi.fn(async () => ({ ...listing(true), readOnly: true })) }));
    expect(await screen.findByText(/This hunter is open in another tab/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Slot 2' })).getByRole('button', { name: /Load/ }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: /Import save/ })).toBeDisabled();
  });
});
