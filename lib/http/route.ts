import "server-only";
import { unstable_rethrow } from "next/navigation";
import { Answer } from "./answer";
import { unavailable } from "./responses";

type Handler<R extends Request, C> = (request: R, context: C) => Promise<Answer | Response>;
/** What Next calls: with the route's context (its params) where the handler takes one. */
type RouteHandler<R extends Request, C> = [C] extends [void]
  ? (request: R) => Promise<Response>
  : (request: R, context: C) => Promise<Response>;

/**
 * The one adapter between a route handler and HTTP: every route.ts under app/
 * exports its methods through it (app/api/routes.test.ts checks). The handler
 * answers with an `Answer` (or, for a library's own handler such as next-auth's,
 * its Response); anything it throws is logged under `name` and answered 503
 * `{ "error": "unavailable" }`, never with a stack trace or a message. Next's own
 * control flow (`redirect()`, `notFound()`, a dynamic bail-out), which a library
 * handler may throw, passes through to Next.
 */
export function route<R extends Request = Request, C = void>(name: string, handler: Handler<R, C>): RouteHandler<R, C> {
  const adapted = async (request: R, context: C): Promise<Response> => {
    let answer: Answer | Response;
    try {
      answer = await handler(request, context);
    } catch (error) {
      unstable_rethrow(error);
      console.error(`[${name}] ${request.method} failed`, error);
      answer = unavailable();
    }
    return answer instanceof Answer ? answer.toResponse() : answer;
  };
  return adapted as RouteHandler<R, C>;
}
