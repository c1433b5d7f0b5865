import type { FastifyReply } from 'fastify';

/** Sends a body with `status` equal to the HTTP status and a `message` (DESIGN §4). */
export function send<T extends object>(reply: FastifyReply, status: number, message: string, body?: T) {
  return reply.code(status).send({ status, message, ...(body ?? {}) });
}
