import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * Hono environment of the gateway: the Node request bindings, the user id for the request log, and
 * when the request arrived (performance.now(); a REST request's wait for the database counts from it).
 */
export interface GatewayEnv {
  Bindings: HttpBindings;
  Variables: { userId: string | undefined; arrivedAt: number };
}

export type GatewayContext = Context<GatewayEnv>;

/** The peer address of the TCP connection ("internal" for in-process requests such as the signup function's). */
export function clientIp(c: GatewayContext): string {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming?.socket.remoteAddress ?? 'internal';
}
