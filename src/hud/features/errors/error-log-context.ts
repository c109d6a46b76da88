// The error-log context lives in hud/game/error-log-context.tsx. This alias remains only for
// hud/app/saves/SaveSessionHost.tsx, which imports it from here; delete it once that import moves.
export { useErrorLog } from '@/hud/game/error-log-context';
