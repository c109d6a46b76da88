import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** Hono environment of the gateway: the Node request bindings and the user id for the request log. */
export interface GatewayEnv {
  Bindings: HttpBindings;
  Variables: { userId: string | undefined };
}

export type GatewayContext = Context<GatewayEnv>;

/** The peer address of the TCP connection ("internal" for in-process requests such as the signup function's). */
export function clientIp(c: GatewayContext): string {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming?.socket.remoteAddress ?? 'internal';
}
