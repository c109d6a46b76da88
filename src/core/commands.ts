/**
 * Commands the HUD and scenes enqueue; `step` applies them at the start of a tick and answers each
 * with a reply. Each system declares the commands it owns (its payload types, beside its handlers);
 * the union below follows from the list in game-systems.ts. Unknown or malformed commands are answered
 * with a clear message, never thrown.
 */
import type { SystemCommand } from './game-systems';
import type { CommandBase } from './system';

export type Command = CommandBase & SystemCommand;

export type CommandType = Command['type'];

export type CommandReply = { commandId?: string; ok: true } | { commandId?: string; ok: false; message: string };
