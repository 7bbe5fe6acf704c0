import {
  type Contract,
  type Endpoint,
  FILE_ANSWER,
  MULTIPART_BODY,
  type RouteKey,
  routeOf,
  type ServerAnswer,
  type ServerRequestParts,
  scopeFor,
} from '@sirkula/domain/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { endpointSecurity } from './openapi.ts';

/** A request to an endpoint, with its params, query and body as the endpoint's schemas parse them. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: ServerRequestParts<E>['params'];
  Querystring: ServerRequestParts<E>['query'];
  Body: ServerRequestParts<E>['body'];
}>;

type AnswersFile<E extends Endpoint> = typeof FILE_ANSWER extends E['answers'][keyof E['answers']]
  ? true
  : false;

/**
 * What implements an endpoint: a JSON endpoint gives back its answer (sent with the contract's
 * success status); a file endpoint sends the file on the reply and gives the reply back.
 */
export type Handler<E extends Endpoint> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => AnswersFile<E> extends true ? Promise<FastifyReply> : Promise<ServerAnswer<E>> | ServerAnswer<E>;

interface RateLimit {
  max: number;
  timeWindow: string;
}

/** An endpoint's handler, with the server-side limits its contract does not decide (requests per minute). */
type Implementation<E extends Endpoint> = Handler<E> | { rateLimit: RateLimit; handle: Handler<E> };

/** One implementation for every endpoint of a contract: a missing or an unknown one does not compile. */
export type Implementations<C extends Contract> = {
  [K in keyof C]: C[K] extends Endpoint ? Implementation<C[K]> : never;
};

function successStatus(endpoint: Endpoint): number {
  const [status] = Object.keys(endpoint.answers).map(Number);
  if (status === undefined) throw new Error('An endpoint answers at least one success status');
  return status;
}

function routeSchema(tag: string, endpoint: Endpoint, status: number) {
  const answer = endpoint.answers[status as keyof Endpoint['answers']];
  return {
    tags: [tag],
    ...(endpoint.summary && { summary: endpoint.summary }),
    ...endpointSecurity(endpoint),
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body === MULTIPART_BODY
      ? { consumes: ['multipart/form-data'] }
      : endpoint.body && { body: endpoint.body }),
    ...(answer && answer !== FILE_ANSWER && { response: { [status]: answer } }),
  };
}

/**
 * Registers a feature's routes from its contract: path, method, schemas and access come from the
 * contract, the handlers from the feature. The contract's tag names the feature in the API document.
 */
export function implement<C extends Contract>(
  app: FastifyInstance,
  tag: string,
  contract: C,
  implementations: Implementations<C>,
): void {
  for (const key of Object.keys(contract) as Array<keyof C & RouteKey>) {
    const endpoint = contract[key];
    const implementation = implementations[key] as Implementation<Endpoint>;
    const { method, path } = routeOf(key);
    const status = successStatus(endpoint);
    const handle = typeof implementation === 'function' ? implementation : implementation.handle;
    const rateLimit = typeof implementation === 'function' ? undefined : implementation.rateLimit;
    const keyScope = scopeFor(endpoint);
    const route: RouteOptions = {
      method,
      url: path,
      schema: routeSchema(tag, endpoint, status),
      config: {
        access: endpoint.access,
        ...(endpoint.allowedBeforePasswordChange && { allowedBeforePasswordChange: true }),
        ...(keyScope && { keyScope }),
        ...(rateLimit && { rateLimit }),
      },
      handler: async (request, reply) => {
        const answer = await handle(request as ContractRequest<Endpoint>, reply);
        if (answer === reply) return reply;
        return reply.code(status).send(answer);
      },
    };
    app.route(route);
  }
}
