import { serveFunction } from "@/src/operator/functionsRoute.server";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ name: string }> };

async function named(request: Request, { params }: Context) {
  return serveFunction(request, (await params).name);
}
export { named as GET, named as HEAD, named as POST, named as OPTIONS };
