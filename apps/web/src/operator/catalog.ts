/**
 * The operator page's tests and their wording (docs/product.md#operator-page), shared by the server that runs the
 * tests and the client cards that show them. Plain data: no Node imports, so the diagnostics
 * client bundle stays small.
 */
export const DIAGNOSTIC_TESTS = {
  health: { name: "Health check", button: "Test Health" },
  "contact-function": { name: "Contact form function", button: "Test Contact Function" },
  database: { name: "Database (REST API)", button: "Test Database" },
  "live-insert": { name: "Live insert", button: "Test Live Insert" },
  email: { name: "E-mail test", button: "Send Test Email" },
} as const;
export type DiagnosticTestId = keyof typeof DIAGNOSTIC_TESTS;

/** The network card's four tests, run in this order. */
export const NETWORK_STEPS = {
  "cors-preflight": { name: "CORS preflight" },
  "head-probes": { name: "HEAD probes" },
  "direct-post": { name: "Direct POST" },
  invoke: { name: "Invoke through the client" },
} as const;
export type NetworkStepId = keyof typeof NETWORK_STEPS;

export function isDiagnosticTest(value: string): value is DiagnosticTestId {
  return Object.hasOwn(DIAGNOSTIC_TESTS, value);
}

export function isNetworkStep(value: string): value is NetworkStepId {
  return Object.hasOwn(NETWORK_STEPS, value);
}

/** What every test reports (docs/product.md#operator-page). */
export interface DiagnosticResult {
  test: string;
  success: boolean;
  /** The headline, e.g. 'Health check OK'. */
  message: string;
  details: string;
  timestamp: string;
  durationMs: number;
}

export const MESSAGES = {
  healthOk: "Health check OK",
  healthFailed: "Health check failed",
  bothFailed: "Both invoke and direct fetch failed",
  contactOk: "Contact function OK",
  contactFailed: "Contact function failed",
  restOk: "REST API OK",
  restFailed: "REST API failed",
  databaseUnreachable: "Database unreachable",
  insertOk: "Live Insert OK",
  insertFailed: "Live Insert failed",
  insertError: "Insert error",
  networkRunning: "Running comprehensive connectivity tests...",
  networkCompleted: "Diagnostic tests completed",
  networkFailed: "Diagnostic tests failed",
  emailSent: "Test email sent successfully! Check your inbox.",
  emailFailed: "Test email failed",
  emailTestFailed: "Email test failed",
  emailEmpty: "Please enter an email address",
} as const;

export const WRONG_PASSWORD = "Wrong password";

/** docs/product.md#operator-page: the success-rate badge keeps its default style above 70 %. */
export const SUCCESS_RATE_THRESHOLD = 70;
