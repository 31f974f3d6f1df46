// Types for the one workerd built-in module the Workers entry imports (@cloudflare/workers-types is not a dependency).
declare module 'cloudflare:workers' {
  /** The Worker's bindings, readable in the global scope (vars, secrets). */
  export const env: Record<string, unknown>;
}
