// Supabase edge function "send-email" (Deno). The handler is shared with the embedded mode: see
// ../_shared/functions.ts. Secrets: ../README.md.
import { createEdgeHandlers } from "../_shared/edge.ts";

const handlers = createEdgeHandlers((name) => Deno.env.get(name));

Deno.serve(handlers["send-email"]);
