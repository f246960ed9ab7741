import { serveFunction } from "@/src/operator/functionsRoute.server";

export const dynamic = "force-dynamic";

const root = (request: Request) => serveFunction(request, null);
export { root as GET, root as HEAD, root as POST, root as OPTIONS };
